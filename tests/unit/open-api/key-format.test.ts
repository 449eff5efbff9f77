import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, keyHint, parseKey } from '@/lib/server/open-api/key-format';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('Open API key format', () => {
  it('shows its environment in the prefix and parses back to its own hash', () => {
    for (const environment of ['sandbox', 'live'] as const) {
      const { key, hash, hint } = generateKey(environment);
      expect(key).toMatch(new RegExp(`^vlt_${environment}_[0-9A-Za-z]{38}$`));
      expect(parseKey(key)).toEqual({ ok: true, environment, hash });
      expect(hash).toBe(hashKey(key));
      expect(hash).not.toContain(key.slice(-38));
      expect(hint).toBe(`vlt_${environment}_…${key.slice(-4)}`);
      expect(keyHint(key)).toBe(hint);
    }
  });

  it('draws a new secret every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey('sandbox').key));
    expect(keys.size).toBe(200);
  });

  it('tells every one-character typo in the secret or checksum from a key by its checksum', () => {
    const { key } = generateKey('live');
    const start = 'vlt_live_'.length;
    let typos = 0;
    for (let i = start; i < key.length; i++) {
      for (const c of ALPHABET) {
        if (c === key[i]) continue;
        const typo = key.slice(0, i) + c + key.slice(i + 1);
        expect(parseKey(typo), typo).toEqual({ ok: false, reason: 'checksum' });
        typos++;
      }
    }
    expect(typos).toBe(38 * 61);
  });

  it('calls anything else not a key: cut short, another prefix, spaces, empty', () => {
    const { key } = generateKey('sandbox');
    for (const text of [
      key.slice(0, -1),
      `${key}x`,
      key.replace('vlt_sandbox_', 'vlt_test_'),
      key.replace('vlt_sandbox_', 'VLT_SANDBOX_'),
      ` ${key}`,
      '',
      'Bearer',
    ]) {
      expect(parseKey(text), text).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
