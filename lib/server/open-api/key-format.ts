import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

// An Open API key: `vlt_<environment>_<secret><checksum>`, e.g. vlt_sandbox_4fZ…Q9kT2b.
// - The environment is in the prefix, so a developer (and a secret scanner) sees at once
//   whether a key reaches the sandbox or real systems.
// - The secret is 32 base62 characters (about 190 bits), drawn with node:crypto.
// - The checksum is the CRC32 of everything before it, in 6 base62 characters: a key mistyped
//   or cut short is told apart from a revoked or unknown one without reading the database.
// - Only the SHA-256 of the whole key is stored: the secret has too much entropy for a
//   slow password hash to add anything (docs/decisions/open-api-keys.md).

export const keyEnvironments = ['sandbox', 'live'] as const;
export type KeyEnvironment = (typeof keyEnvironments)[number];

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(
  `^vlt_(${keyEnvironments.join('|')})_([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

/** A number in base62, left-padded with zeros to `width`. */
function base62(value: number, width: number): string {
  let out = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) out = ALPHABET[rest % 62] + out;
  return out.padStart(width, '0');
}

const checksumOf = (body: string) => base62(crc32(body), CHECKSUM_LENGTH);

/** A new key: the full text (shown to its owner once), its hash, and the hint kept beside it. */
export function generateKey(environment: KeyEnvironment) {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  const body = `vlt_${environment}_${secret}`;
  const key = body + checksumOf(body);
  return { key, hash: hashKey(key), hint: keyHint(key) };
}

/** What is stored instead of the key. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What a list shows of a key: its prefix and last four characters, never enough to use it. */
export function keyHint(key: string): string {
  // The secret and checksum are base62: the prefix ends at the last underscore.
  return `${key.slice(0, key.lastIndexOf('_') + 1)}…${key.slice(-4)}`;
}

export type ParsedKey =
  | { ok: true; environment: KeyEnvironment; hash: string }
  | { ok: false; reason: 'malformed' | 'checksum' };

/**
 * Checks a presented key's shape and checksum, with no database read: `malformed` is not a key
 * of ours at all, `checksum` one with a character wrong or missing.
 */
export function parseKey(presented: string): ParsedKey {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, environment, secret, checksum] = match;
  if (checksumOf(`vlt_${environment}_${secret}`) !== checksum) {
    return { ok: false, reason: 'checksum' };
  }
  return { ok: true, environment: environment as KeyEnvironment, hash: hashKey(presented) };
}
