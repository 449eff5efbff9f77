// Bad input: an overlong keyword is cut, never an error; script in it is only text
// (React escapes it where it is shown back).
export const MAX_KEYWORD_LENGTH = 100;

export type Keyword = { text: string; isTrimmed: boolean };

/** Trimmed, inner whitespace collapsed, cut to MAX_KEYWORD_LENGTH characters (not UTF-16 units). */
export function parseKeyword(raw: string): Keyword {
  const chars = Array.from(raw.replace(/\s+/g, ' ').trim());
  const isTrimmed = chars.length > MAX_KEYWORD_LENGTH;
  const text = isTrimmed ? chars.slice(0, MAX_KEYWORD_LENGTH).join('').trim() : chars.join('');
  return { text, isTrimmed };
}

/**
 * Does every word of the keyword occur in one of the fields, ignoring case? An empty keyword
 * matches everything, so "no keyword" and "any" are the same filter.
 */
export function matchesKeyword(
  fields: readonly (string | null | undefined)[],
  keyword: string,
): boolean {
  const terms = keyword.toLowerCase().split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = fields.filter(Boolean).join('\n').toLowerCase();
  return terms.every((term) => haystack.includes(term));
}
