import { languageByCode, isLanguageCode } from '@/lib/i18n/locales';

// How the console shows the values of a row. Dates are formatted in the browser's own locale
// (issue 7): these run only on data fetched by a client component, never in a server render.

type Stamp = string | number | Date | null | undefined;

const asDate = (value: Stamp): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A moment, e.g. "24 Nov 2026, 11:00" in the reader's locale; '' when absent or invalid. */
export function formatDateTime(value: Stamp): string {
  const date = asDate(value);
  return date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/** The day only, for a list's date column. */
export function formatDay(value: Stamp): string {
  const date = asDate(value);
  return date ? date.toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';
}

/** A site language code as its own name ("Deutsch"); an unknown code stays as it is. */
export function languageName(code: unknown): string {
  return isLanguageCode(code) ? languageByCode(code).label : String(code ?? '');
}

/** An ISO country code with its name in the console's language: "Germany (DE)". */
export function countryName(code: unknown, lang: 'en' | 'zh'): string {
  if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) return String(code ?? '');
  try {
    const name = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }).of(
      code,
    );
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The person a row is about: training rows split the name in two. */
export function personOf(row: Record<string, unknown>): string {
  if (typeof row.name === 'string') return row.name;
  return [row.firstName, row.lastName].filter((v) => typeof v === 'string' && v).join(' ');
}
