import type { SpecGroup, SpecRow } from './types';

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function toRow(value: unknown): SpecRow | null {
  if (!value || typeof value !== 'object') return null;
  const { label, value: text } = value as Record<string, unknown>;
  return isText(label) && isText(text) ? { label, value: text } : null;
}

/**
 * The spec table of a product as stored (jsonb). A malformed group or row is left out
 * rather than failing the page, and a group without rows is not shown as an empty table.
 */
export function normalizeSpecs(value: unknown): SpecGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group: unknown) => {
    if (!group || typeof group !== 'object') return [];
    const { title, rows } = group as Record<string, unknown>;
    if (!isText(title) || !Array.isArray(rows)) return [];
    const kept = rows.map(toRow).filter((row): row is SpecRow => row !== null);
    return kept.length > 0 ? [{ title, rows: kept }] : [];
  });
}
