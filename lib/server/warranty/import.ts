import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { insertSerials, type SerialRow } from '@/lib/server/db/seed/serials';
import { FORMULA_START } from '@/lib/server/forms/csv';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '@/lib/warranty/import-limits';
import { parseSerial } from '@/lib/warranty/serial';
import { latestToday } from '@/lib/warranty/terms';

// Staff import manufactured serials by CSV in the console. The body is read as a
// stream, decoded as strict UTF-8 and split into lines as it arrives; every row is checked, then
// the whole file against the registry, and only a file without one bad row is written, in one
// transaction (nothing is half-imported). Columns: serial,model,manufactured_on (YYYY-MM-DD).

export const MAX_IMPORT_BYTES = IMPORT_MAX_MB * 1024 * 1024;
export const MAX_IMPORT_ROWS = IMPORT_MAX_ROWS;
/** At most this many bad rows are listed; the answer counts the rest. */
export const LISTED_PROBLEMS = 500;

export type RowProblemCode =
  | 'columns'
  | 'formula'
  | 'serialFormat'
  | 'serialCheck'
  | 'model'
  | 'date'
  | 'dateMonth'
  | 'duplicateInFile'
  | 'duplicateInRegistry';
export type ImportRowProblem = { line: number; code: RowProblemCode; serial?: string };

/** The file as a whole is refused: encoding, header, size, rows. */
export class SerialFileRefused extends Error {
  override readonly name = 'SerialFileRefused';
  constructor(
    readonly code: 'encoding' | 'header' | 'tooLarge' | 'tooManyRows' | 'empty',
    readonly status: 400 | 413 = 400,
  ) {
    super(`serial file refused: ${code}`);
  }
}

/** Rows are bad: nothing was imported. */
export class SerialRowsRefused extends Error {
  override readonly name = 'SerialRowsRefused';
  constructor(
    readonly problems: ImportRowProblem[],
    readonly total: number,
  ) {
    super(`serial import refused: ${total} bad rows`);
  }
}

/** Lines of a byte stream as strict UTF-8, at most `maxBytes`; a BOM is dropped. */
async function* linesOf(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const reader = body.getReader();
  let size = 0;
  let rest = '';
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new SerialFileRefused('encoding');
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new SerialFileRefused('tooLarge', 413);
      rest += decode(value);
      const parts = rest.split(/\r\n|\n|\r/);
      rest = parts.pop()!;
      yield* parts;
    }
    rest += decode();
    if (rest) yield rest;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** One cell: surrounding quotes and spaces dropped ("a ""b""" → a "b"). */
const cell = (raw: string) => {
  const trimmed = raw.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

const HEADER = ['serial', 'model', 'manufactured_on'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string) {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Read and check every row; the rows to insert, or the problems. */
export async function readSerialFile(
  body: ReadableStream<Uint8Array>,
  { maxBytes = MAX_IMPORT_BYTES, now = new Date() } = {},
): Promise<{ rows: SerialRow[]; lines: number[]; problems: ImportRowProblem[] }> {
  const rows: SerialRow[] = [];
  const lines: number[] = [];
  const problems: ImportRowProblem[] = [];
  const seen = new Set<string>();
  const today = latestToday(now);
  let line = 0;
  for await (const text of linesOf(body, maxBytes)) {
    line += 1;
    if (line === 1) {
      const header = text.split(',').map((c) => cell(c).toLowerCase());
      if (header.join(',') !== HEADER.join(',')) throw new SerialFileRefused('header');
      continue;
    }
    if (!text.trim()) continue;
    if (rows.length + problems.length >= MAX_IMPORT_ROWS) {
      throw new SerialFileRefused('tooManyRows', 413);
    }
    const cells = text.split(',').map(cell);
    if (cells.length !== 3) {
      problems.push({ line, code: 'columns' });
      continue;
    }
    const [serialText, model, made] = cells as [string, string, string];
    // A spreadsheet would run such a cell: refused, never stored (OWASP CSV injection).
    if (cells.some((c) => FORMULA_START.test(c))) {
      problems.push({ line, code: 'formula' });
      continue;
    }
    const parsed = parseSerial(serialText);
    if (!parsed.ok) {
      problems.push({
        line,
        code: parsed.problem === 'check' ? 'serialCheck' : 'serialFormat',
        serial: serialText.slice(0, 40),
      });
      continue;
    }
    const { serial, family, month } = parsed.value;
    if (!model || model.length > 60) problems.push({ line, code: 'model', serial });
    else if (!isRealDate(made) || made > today) problems.push({ line, code: 'date', serial });
    else if (made.slice(0, 7) !== month.slice(0, 7))
      problems.push({ line, code: 'dateMonth', serial });
    else if (seen.has(serial)) problems.push({ line, code: 'duplicateInFile', serial });
    else {
      seen.add(serial);
      rows.push({ serial, family, model, manufacturedOn: made });
      lines.push(line);
    }
  }
  if (line === 0) throw new SerialFileRefused('empty');
  return { rows, lines, problems };
}

/** Serials of `rows` already in the registry, checked in chunks by one join each. */
async function existing(db: Db, rows: SerialRow[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < rows.length; i += 20_000) {
    const chunk = rows.slice(i, i + 20_000).map((r) => r.serial);
    const result = (await db.execute(sql`
      select s.serial from serial_numbers s
      join unnest(${sql.param(chunk)}::text[]) as t(serial) on t.serial = s.serial`)) as unknown as {
      rows: { serial: string }[];
    };
    for (const row of result.rows) found.add(row.serial);
  }
  return found;
}

/**
 * Import a CSV of serials: all rows or none. Returns the number imported; throws
 * SerialFileRefused (the file) or SerialRowsRefused (the bad rows, listed up to LISTED_PROBLEMS).
 */
export async function importSerials(
  db: Db,
  body: ReadableStream<Uint8Array>,
  { source, maxBytes, now }: { source: string; maxBytes?: number; now?: Date },
): Promise<{ imported: number }> {
  const { rows, lines, problems } = await readSerialFile(body, { maxBytes, now });
  const taken = await existing(db, rows);
  rows.forEach((r, i) => {
    if (taken.has(r.serial))
      problems.push({ line: lines[i]!, code: 'duplicateInRegistry', serial: r.serial });
  });
  if (problems.length) {
    problems.sort((x, y) => x.line - y.line);
    throw new SerialRowsRefused(problems.slice(0, LISTED_PROBLEMS), problems.length);
  }
  if (!rows.length) throw new SerialFileRefused('empty');
  await db.transaction(async (tx) => insertSerials(tx, rows, source));
  return { imported: rows.length };
}
