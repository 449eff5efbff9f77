import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from '@/lib/server/auth/secret';
import { hasSessionCookie } from '@/lib/server/auth/session-cookie';
import type { Db } from '@/lib/server/db/client';
import { sendSms, SmsDeliveryError, smsUrl } from '@/lib/server/sms';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voltara-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('AUTH_SECRET', () => {
  it('uses the variable when set, and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ AUTH_SECRET: secret })).toBe(secret);
    expect(() => resolveAuthSecret({ AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('without it, generates one beside the data dir (0600) and keeps it across restarts', () => {
    const data = path.join(tempDir(), 'db');
    const first = resolveAuthSecret({ PGLITE_DIR: data });
    const file = path.join(path.dirname(data), 'auth-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ PGLITE_DIR: data })).toBe(first);
  });

  it('keeps an in-memory database’s secret in memory only', () => {
    expect(resolveAuthSecret({ PGLITE_DIR: 'memory://' })).not.toBe(
      resolveAuthSecret({ PGLITE_DIR: 'memory://' }),
    );
  });
});

describe('session cookie presence (no lookup without one)', () => {
  it.each([
    ['voltara.session_token=abc.def', true],
    ['a=1; __Secure-voltara.session_token=abc', true],
    ['NEXT_LOCALE=de-DE', false],
    ['voltara.session_token=', false],
    ['xvoltara.session_token=abc', false],
    ['', false],
  ])('%s → %s', (cookie, expected) => expect(hasSessionCookie(cookie)).toBe(expected));
});

describe('SMS transport', () => {
  const inserted: unknown[] = [];
  const db = {
    insert: () => ({ values: async (row: unknown) => void inserted.push(row) }),
  } as unknown as Db;
  const draft = {
    ref: 'code:phone',
    to: '+4915112345678',
    text: 'Voltara: 123456',
    language: 'de',
  };
  afterEach(() => void inserted.splice(0));

  it('reads SMS_URL (http or https only; blank is unset)', () => {
    expect(smsUrl({ SMS_URL: ' ' })).toBeUndefined();
    expect(smsUrl({ SMS_URL: 'https://gw.example/send' })).toBe('https://gw.example/send');
    expect(() => smsUrl({ SMS_URL: 'ftp://gw.example' })).toThrow();
  });

  it('posts { to, text } to the gateway and records the message as sent', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 202 }));
    expect(await sendSms(db, draft, { url: 'http://gw.test/sms', fetchImpl })).toBe('sent');
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://gw.test/sms',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ to: draft.to, text: draft.text }),
      }),
    );
    expect(inserted).toEqual([{ ...draft, status: 'sent', lastError: null }]);
  });

  it('records a refusal or an unreachable gateway and throws, so the visitor is told', async () => {
    const refusing = async () => new Response('no', { status: 500 });
    await expect(
      sendSms(db, draft, { url: 'http://gw.test', fetchImpl: refusing }),
    ).rejects.toThrow(SmsDeliveryError);
    const down = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    await expect(sendSms(db, draft, { url: 'http://gw.test', fetchImpl: down })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(inserted).toEqual([
      { ...draft, status: 'failed', lastError: 'gateway answered 500' },
      { ...draft, status: 'failed', lastError: 'connect ECONNREFUSED' },
    ]);
  });

  it('without a gateway writes the message to the log and records it', async () => {
    const logger = { info: vi.fn() };
    expect(await sendSms(db, draft, { url: undefined, logger })).toBe('logged');
    expect(logger.info.mock.calls[0]![0]).toContain('to +4915112345678: Voltara: 123456');
    expect(inserted).toEqual([{ ...draft, status: 'logged' }]);
  });
});
