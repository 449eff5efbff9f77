// Serial numbers of manufactured products. One format for every product family:
//
//   VT BM 2503 012345 K
//   │  │  │    │      └ check character, ISO/IEC 7064 MOD 37,36 over the 14 characters before it
//   │  │  │    └ sequence within the family and month, 000001–999999
//   │  │  └ year and month of manufacture (YYMM)
//   │  └ product family (see `families`)
//   └ maker prefix
//
// 15 characters, A–Z and 0–9 only, written without spaces (typed spaces, dashes and lower case
// are tolerated and dropped by `normalizeSerial`). MOD 37,36 is the standard's hybrid system for
// alphanumeric strings: one check character from the same 36-character set, which catches every
// single-character error and every swap of two neighbouring characters.

export const families = {
  BM: 'batteryModule',
  HU: 'hybridUnit',
  PC: 'pcs',
  DL: 'dataLogger',
} as const;

export type FamilyCode = keyof typeof families;
export type Family = (typeof families)[FamilyCode];
export const familyNames = Object.values(families) as Family[];

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^VT(BM|HU|PC|DL)(\d{2})(0[1-9]|1[0-2])(\d{6})([0-9A-Z])$/;

function mod3736(chars: string): number {
  let p = 36;
  for (const char of chars) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return -1;
    let s = (p + value) % 36;
    if (s === 0) s = 36;
    p = (s * 2) % 37;
  }
  return p;
}

/** ISO/IEC 7064 MOD 37,36: the character that makes the whole string check. */
export function checkCharacter(body: string): string {
  const p = mod3736(body);
  if (p < 0) throw new Error('serial body must be A-Z and 0-9');
  return ALPHABET[(37 - p) % 36]!;
}

/** True when the last character is the MOD 37,36 check of the characters before it. */
export function hasValidCheck(serial: string): boolean {
  if (serial.length < 2) return false;
  const p = mod3736(serial.slice(0, -1));
  const last = ALPHABET.indexOf(serial.at(-1)!);
  if (p < 0 || last < 0) return false;
  const s = (p + last) % 36 || 36;
  return s === 1;
}

/** What a person typed or a scanner read, in the stored form (upper case, no separators). */
export function normalizeSerial(input: string): string {
  return input.toUpperCase().replace(/[\s\-_.]/g, '');
}

export type SerialProblem = 'format' | 'check';
export type ParsedSerial = {
  serial: string;
  family: Family;
  familyCode: FamilyCode;
  /** First day of the month of manufacture, YYYY-MM-01. */
  month: string;
  sequence: number;
};

/** The serial's parts, or why it cannot be one of ours. */
export function parseSerial(
  input: string,
): { ok: true; value: ParsedSerial } | { ok: false; problem: SerialProblem } {
  const serial = normalizeSerial(input);
  const match = SHAPE.exec(serial);
  if (!match) return { ok: false, problem: 'format' };
  if (!hasValidCheck(serial)) return { ok: false, problem: 'check' };
  const [, code, yy, mm, seq] = match as unknown as [string, FamilyCode, string, string, string];
  return {
    ok: true,
    value: {
      serial,
      familyCode: code,
      family: families[code],
      month: `20${yy}-${mm}-01`,
      sequence: Number(seq),
    },
  };
}

/** A serial from its parts (the seed, tests, the factory's export). */
export function makeSerial(code: FamilyCode, year: number, month: number, sequence: number) {
  const body = `VT${code}${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;
  return body + checkCharacter(body);
}
