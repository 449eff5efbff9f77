import 'server-only';
import { foldChars } from '@/lib/search/query';
import type { Marked } from '@/lib/search/types';

const SNIPPET_CHARS = 180;

/** Where the query's words occur in `text` (folded, so "energie" marks "énergie"). */
function matches(text: string, terms: string[]): [number, number][] {
  const folded = foldChars(text);
  const spans: [number, number][] = [];
  for (const term of new Set(terms.map((t) => foldChars(t)).filter((t) => t.length > 0))) {
    let at = folded.indexOf(term);
    while (at !== -1) {
      spans.push([at, at + term.length]);
      at = folded.indexOf(term, at + term.length);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const prev = merged.at(-1);
    if (prev && span[0] <= prev[1]) prev[1] = Math.max(prev[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** `text` cut into plain and matched pieces. */
export function highlight(text: string, terms: string[], offset = 0, end = text.length): Marked {
  const out: Marked = [];
  let at = offset;
  for (const [from, to] of matches(text, terms)) {
    if (to <= offset || from >= end) continue;
    const a = Math.max(from, offset);
    const b = Math.min(to, end);
    if (a > at) out.push({ text: text.slice(at, a) });
    out.push({ text: text.slice(a, b), hit: true });
    at = b;
  }
  if (at < end) out.push({ text: text.slice(at, end) });
  return out;
}

/** About SNIPPET_CHARS of `text` around its first match, highlighted, with ellipses. */
export function snippetOf(text: string, terms: string[]): Marked {
  const first = matches(text, terms)[0]?.[0] ?? 0;
  let start = Math.max(0, first - 60);
  // Start at a word boundary.
  if (start > 0) start = Math.max(text.indexOf(' ', start) + 1, start);
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const marked = highlight(text, terms, start, end);
  if (start > 0) marked.unshift({ text: '… ' });
  if (end < text.length) marked.push({ text: ' …' });
  return marked;
}
