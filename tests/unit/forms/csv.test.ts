import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/server/forms/csv';

describe('CSV export cells (RFC 4180, formula-safe)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+49 30 123', '-2', '@SUM(A1)', '\tx', '=HYPERLINK("http://x")'])(
    'defuses a cell that starts like a formula: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes dates as ISO, empty for null, booleans and numbers as they are', () => {
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes a header row and CRLF line ends', () => {
    const csv = toCsv(
      ['id', 'name'],
      [
        { id: 1, name: 'Anna' },
        { id: 2, name: '=cmd' },
      ],
    );
    expect(csv).toBe("id,name\r\n1,Anna\r\n2,'=cmd\r\n");
  });
});
