import { desc, eq } from 'drizzle-orm';
import { app } from '@/lib/server/api/app';
import { createAuthLimiters, setAuthLimiters } from '@/lib/server/account/limits';
import { captchaStore } from '@/lib/server/captcha/store';
import { issueToken } from '@/lib/server/captcha/tokens';
import type { CaptchaAction } from '@/lib/validation/captcha';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { resetServerEnv } from '@/lib/server/env';
import { smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails } from '@/lib/server/mail/worker';
import { createFormLimiters, setFormLimiters } from '@/lib/server/security/rate-limit';
import type { SmtpPeer } from '../forms/smtp-peer';

export const SITE = 'http://127.0.0.1:3100';
export const PASSWORD = 'Sunny-Day42';

/** The server environment of these suites: our origin, no SMS gateway unless given. */
export function useAccountEnv(extra: Record<string, string | undefined> = {}) {
  process.env.SITE_URL = SITE;
  process.env.MAIL_FROM = 'Voltara <no-reply@voltara.test>';
  delete process.env.SMS_URL;
  delete process.env.AUTH_SECRET;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
}

/** Limits high enough to stay out of the way (the limit tests set their own). */
export async function useGenerousLimits() {
  const keyPrefix = `test:${Math.random().toString(36).slice(2)}`;
  const wide = { points: 100_000, duration: 60 };
  await setAuthLimiters(createAuthLimiters({ keyPrefix, perIp: wide, perAccount: wide }));
  await setFormLimiters(createFormLimiters({ keyPrefix, perIp: wide, perEmail: wide }));
}

/** A solved puzzle, minted through the captcha module's own store (as its verify route does). */
export const puzzleToken = (action: CaptchaAction) => issueToken(captchaStore(), action);

export type Answer = {
  status: number;
  headers: Headers;
  body: {
    code?: number;
    message?: string;
    data?: unknown;
    errors?: Record<string, string[]>;
  };
};

type Options = { puzzle?: CaptchaAction; headers?: Record<string, string>; language?: string };

/**
 * A browser of the test: keeps the cookies the API sets (like a real one) and sends them back,
 * with our Origin on every POST.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly ip = '203.0.113.7') {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const cut = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, cut).trim(), pair!.slice(cut + 1).trim()];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, body?: unknown, options: Options = {}) {
    const headers: Record<string, string> = {
      'X-Forwarded-For': this.ip,
      'X-Requested-With': 'XMLHttpRequest',
      ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
      ...(method !== 'GET' ? { Origin: SITE, 'Content-Type': 'application/json' } : {}),
      ...(options.language ? { Language: options.language } : {}),
      ...(options.puzzle ? { 'X-Captcha-Token': await puzzleToken(options.puzzle) } : {}),
      ...options.headers,
    };
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keep(res.headers);
    const text = await res.text();
    let json: Answer['body'] = {};
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
    return { status: res.status, headers: res.headers, body: json } as Answer;
  }

  post(path: string, body: unknown = {}, options?: Options) {
    return this.request('POST', path, body, options);
  }

  get(path: string, options?: Options) {
    return this.request('GET', path, undefined, options);
  }
}

/** Send what the outbox holds through the SMTP peer. */
export async function deliverMails(peer: SmtpPeer) {
  const sender = smtpSender(peer.url, 'Voltara <no-reply@voltara.test>');
  try {
    return await deliverDueMails(await getDb(), sender);
  } finally {
    sender.close();
  }
}

/** The 6-digit code of the last mail the peer received for `to`. */
export function codeMailedTo(peer: SmtpPeer, to: string): string {
  const mail = peer.mails.filter((m) => m.to.includes(to)).at(-1);
  const code = mail?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const signUpByEmail = (email: string, overrides: Record<string, unknown> = {}) => ({
  country: 'DE',
  channel: 'email',
  email,
  phone: '',
  username: 'Anna.Schmidt',
  nickname: 'Anna',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  code: '000000',
  terms: true,
  ...overrides,
});

/** The code of the last mail queued for `to` (read from the outbox, no SMTP needed). */
export async function codeInOutbox(to: string): Promise<string> {
  const db = await getDb();
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const code = rows[0]?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code queued for ${to}`);
  return code;
}

/** A new account made through the API (code by e-mail), signed in in `browser`. */
export async function createAccount(
  browser: Browser,
  { email, username }: { email: string; username: string },
) {
  const sent = await browser.post(
    '/api/account/codes/sign-up',
    { country: 'DE', channel: 'email', email, phone: '' },
    { puzzle: 'sign-up' },
  );
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const res = await browser.post(
    '/api/account/sign-up',
    signUpByEmail(email, { username, code: await codeInOutbox(email) }),
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
}

export const signInAs = (browser: Browser, identifier: string, password = PASSWORD) =>
  browser.post(
    '/api/account/sign-in',
    { identifier, password, terms: true },
    { puzzle: 'sign-in' },
  );
