// The language table: the single source for every language-dependent rule.
export const languages = [
  { id: 1, code: 'cn', localeCode: 'zh_CN', tag: 'zh-CN', numericCode: 3, label: '简体中文' },
  {
    id: 2,
    code: 'au',
    localeCode: 'en_AU',
    tag: 'en-AU',
    numericCode: 4,
    label: 'English (Australia)',
  },
  { id: 3, code: 'en', localeCode: 'en-US', tag: 'en-US', numericCode: 4, label: 'English' },
  { id: 4, code: 'de', localeCode: 'de_DE', tag: 'de-DE', numericCode: 7, label: 'Deutsch' },
  { id: 5, code: 'it', localeCode: 'it_IT', tag: 'it-IT', numericCode: 10, label: 'Italiano' },
  { id: 6, code: 'nl', localeCode: 'nl_NL', tag: 'nl-NL', numericCode: 13, label: 'Nederlands' },
  { id: 7, code: 'fr', localeCode: 'fr_FR', tag: 'fr-FR', numericCode: 5, label: 'Français' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export type Locale = Language['tag'];

export const locales = languages.map((l) => l.tag) as Locale[];
export const languageCodes = languages.map((l) => l.code) as LanguageCode[];
export const defaultLocale: Locale = 'en-US';
export const defaultLanguageCode: LanguageCode = 'en';
/** Numeric code sent elsewhere when the language is unknown. */
export const defaultNumericCode = 4;

const byCode = new Map<string, Language>(languages.map((l) => [l.code, l]));
const byTag = new Map<string, Language>(languages.map((l) => [l.tag, l]));
const byId = new Map<number, Language>(languages.map((l) => [l.id, l]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byTag.has(value);
}

export function languageByCode(code: LanguageCode): Language {
  return byCode.get(code)!;
}

export function languageByTag(tag: Locale): Language {
  return byTag.get(tag)!;
}

/** websiteId 1–7 → language; anything else is undefined (callers fall back to en). */
export function languageById(id: unknown): Language | undefined {
  return typeof id === 'number' ? byId.get(id) : undefined;
}

export function numericCodeOf(code: string | undefined): number {
  return (code ? byCode.get(code)?.numericCode : undefined) ?? defaultNumericCode;
}

/** URL prefix of a language: English has none. */
export function prefixOf(code: LanguageCode): string {
  return code === defaultLanguageCode ? '' : `/${code}`;
}

/** Language-dependent field names append Cn for Chinese, En for all others. */
export function localizedField<T extends string>(base: T, code: LanguageCode): `${T}Cn` | `${T}En` {
  return code === 'cn' ? `${base}Cn` : `${base}En`;
}
