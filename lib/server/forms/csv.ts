import 'server-only';

// A spreadsheet runs a cell that starts like a formula (CSV injection): such a cell gets a
// leading apostrophe, which spreadsheets show as text. Tab and CR can start one too (OWASP).
export const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled.
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: a header row, then one row per record, CRLF line ends. */
export function toCsv(columns: readonly string[], rows: Record<string, CsvValue>[]): string {
  const lines = [columns.map(csvCell), ...rows.map((row) => columns.map((c) => csvCell(row[c])))];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
