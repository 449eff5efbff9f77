// Plain-text tables: numbers right-aligned, everything else left-aligned.
export type Cell = string | number;

export function table(title: string, head: string[], rows: Cell[][], notes: string[] = []): string {
  const text = (c: Cell) => String(c);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => text(r[i] ?? '').length)),
  );
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => isNumberLike(r[i])));
  const line = (cells: Cell[]) =>
    cells
      .map((c, i) => (numeric[i] ? text(c).padStart(widths[i]!) : text(c).padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [title, '', line(head), rule, ...rows.map(line), ...notes.map((n) => `  ${n}`), ''].join(
    '\n',
  );
}

function isNumberLike(c: Cell | undefined): boolean {
  return typeof c === 'number' || (typeof c === 'string' && /^[+-]?[\d,.]+$|^-$|^n\/a$/.test(c));
}

/** 1 KB = 1000 bytes, as Next's own build output counts. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
