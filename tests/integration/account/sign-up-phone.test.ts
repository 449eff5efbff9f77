import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { smsOutbox, users, verifications } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, PASSWORD, signInAs } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from './helpers';

type Message = { to: string; text: string };

/** A loopback SMS gateway: keeps every message it is sent, answers with `status`. */
async function startGateway() {
  const messages: Message[] = [];
  const state = { status: 200 };
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return JSON.parse(body) as Message;
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((message) => {
      if (state.status < 300) messages.push(message);
      res.writeHead(state.status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    messages,
    state,
    url: `http://127.0.0.1:${port}/sms`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeTexted = (messages: Message[], to: string) => {
  const code = messages
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
};

const byPhone = (overrides: Record<string, unknown> = {}) => ({
  country: 'CN',
  channel: 'phone',
  email: '',
  phone: '138 0013 8000',
  username: 'li.wei',
  nickname: '李伟',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  code: '000000',
  terms: true,
  ...overrides,
});

describe(`sign up by phone with the code from a loopback SMS gateway (${testDriver})`, () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway();
    useAccountEnv({ SMS_URL: gateway.url });
    await useTestDatabase('account_sign_up_phone');
    await getDb();
  });
  afterAll(async () => {
    await gateway.stop();
    delete process.env.SMS_URL;
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(async () => {
    await useGenerousLimits();
    const db = await getDb();
    await db.delete(users);
    await db.delete(verifications);
    await db.delete(smsOutbox);
    gateway.messages.length = 0;
    gateway.state.status = 200;
  });

  const requestCode = (browser: Browser, language = 'cn') =>
    browser.post(
      '/api/account/codes/sign-up',
      { country: 'CN', channel: 'phone', email: '', phone: '138 0013 8000' },
      { puzzle: 'sign-up', language },
    );

  it('texts the code in the visitor’s language, records it, and signs up and in with it', async () => {
    const browser = new Browser();
    expect((await requestCode(browser)).status).toBe(200);
    expect(gateway.messages).toHaveLength(1);
    expect(gateway.messages[0]!.to).toBe('+8613800138000');
    expect(gateway.messages[0]!.text).toMatch(/^Voltara：您的验证码是 \d{6}，10 分钟内有效/);
    const [record] = await (await getDb()).select().from(smsOutbox);
    expect(record).toMatchObject({ to: '+8613800138000', status: 'sent', language: 'cn' });

    const code = codeTexted(gateway.messages, '+8613800138000');
    const res = await browser.post('/api/account/sign-up', byPhone({ code }));
    expect(res.status).toBe(200);
    const me = await browser.get('/api/account/me');
    expect(me.body.data).toMatchObject({
      username: 'li.wei',
      nickname: '李伟',
      phone: '+8613800138000',
      email: null,
      country: 'CN',
    });
    const [row] = await (await getDb()).select().from(users);
    expect(row!.phoneNumberVerified).toBe(true);
  });

  it('signs in by phone number, and says "phone or password is incorrect" for a wrong one', async () => {
    const browser = new Browser();
    await requestCode(browser);
    await browser.post(
      '/api/account/sign-up',
      byPhone({ code: codeTexted(gateway.messages, '+8613800138000') }),
    );
    for (const identifier of ['+86 138 0013 8000', '008613800138000', '8613800138000']) {
      expect((await signInAs(new Browser(), identifier)).status, identifier).toBe(200);
    }
    const wrong = await signInAs(new Browser(), '+8613800138000', 'Wrong-Pass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual({ _: ['phoneCredentialsIncorrect'] });
  });

  it('refuses a wrong code and a number already registered', async () => {
    const browser = new Browser();
    await requestCode(browser);
    const code = codeTexted(gateway.messages, '+8613800138000');
    const wrong = await browser.post(
      '/api/account/sign-up',
      byPhone({ code: code === '111111' ? '222222' : '111111' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: ['codeIncorrect'] });
    expect((await browser.post('/api/account/sign-up', byPhone({ code }))).status).toBe(200);

    const again = await requestCode(new Browser());
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ phone: ['phoneTaken'] });
  });

  it('answers 503 and records the failure when the gateway refuses, and no account is made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    gateway.state.status = 502;
    const res = await requestCode(new Browser());
    expect(res.status).toBe(503);
    const [record] = await (await getDb()).select().from(smsOutbox);
    expect(record).toMatchObject({ status: 'failed', lastError: 'gateway answered 502' });
  });

  it('without SMS_URL writes the message to the server log and the record', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    delete process.env.SMS_URL;
    try {
      expect((await requestCode(new Browser(), 'de')).status).toBe(200);
    } finally {
      process.env.SMS_URL = gateway.url;
    }
    expect(gateway.messages).toEqual([]);
    const logged = info.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toMatch(
      /\[sms\] SMS_URL unset, .* to \+8613800138000: Voltara: Ihr Bestätigungscode/,
    );
    const [record] = await (await getDb()).select().from(smsOutbox);
    expect(record).toMatchObject({ status: 'logged', language: 'de' });
    info.mockRestore();
  });
});
