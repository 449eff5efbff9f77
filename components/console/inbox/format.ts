import { formatDateTime as formatMoment } from '@/components/console/ui/datetime';
import { languageByCode, isLanguageCode } from '@/lib/i18n/locales';

// How the console shows the values of a row. Moments use the console's one format, in its
// language (en-GB or zh-CN, 24 h), like the content pages: these run on data fetched by a
// client component, never in a server render.

type Stamp = string | number | Date | null | undefined;

/** A moment, e.g. "24/11/2026, 11:00"; '' when absent or invalid. */
export function formatDateTime(value: Stamp, lang: 'en' | 'zh'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date.toISOString(), lang);
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
