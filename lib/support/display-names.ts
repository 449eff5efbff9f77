// Names in the visitor's language (Intl), so data can hold plain codes: 'de' → "Deutsch" on
// /de, "德语" on /cn. A code Intl does not know is shown as it is rather than failing the page.

function displayName(locale: string, type: 'language' | 'region', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageName(locale: string, code: string): string {
  return displayName(locale, 'language', code);
}

export function regionName(locale: string, code: string): string {
  return displayName(locale, 'region', code.toUpperCase());
}

/** A YYYY-MM-DD date in the locale's medium style, read as a calendar day (no time-zone shift). */
export function formatDay(locale: string, isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Codes sorted by their displayed name, as a visitor scans a select. */
export function sortByName(locale: string, codes: readonly string[], name: (c: string) => string) {
  const collator = new Intl.Collator(locale);
  return [...codes].sort((a, b) => collator.compare(name(a), name(b)));
}
