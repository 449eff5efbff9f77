import { eq } from 'drizzle-orm';
import { app } from '@/lib/server/api/app';
import { captchaStore } from '@/lib/server/captcha/store';
import { issueToken } from '@/lib/server/captcha/tokens';
import { getDb } from '@/lib/server/db/client';
import { users, type UserRole } from '@/lib/server/db/schema';
import type { CaptchaAction } from '@/lib/validation/captcha';
import { queuedMails } from './outbox';

// Accounts for the integration suites, made and used through the API in process (app.request).

export const SITE = 'http://127.0.0.1:3100';
export const PASSWORD = 'Sunny-Day42';

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

  /** What a request of its own (a download, a multipart upload) sends to be this browser. */
  sessionHeaders() {
    return { Cookie: this.cookieHeader(), 'X-Forwarded-For': this.ip };
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
  const code = (await queuedMails({ to })).at(-1)?.text.match(/^(\d{6})$/m)?.[1];
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

let made = 0;

/**
 * A browser signed in to a new account holding `role`. The account is made through the sign-up
 * API like any visitor's (with a code, so its e-mail is proven); the role is then set in the
 * database, as `npm run admin:create` or an admin would, and the browser signs in again so its
 * session carries it.
 */
export async function signedInUser({
  role = 'user',
  email,
  ip = '198.51.100.9',
}: { role?: UserRole; email?: string; ip?: string } = {}): Promise<Browser> {
  made += 1;
  const tag = `${role}${made}${Math.random().toString(36).slice(2, 6)}`;
  const address = email ?? `${tag}@console.test`;
  const browser = new Browser(ip);
  await createAccount(browser, { email: address, username: `u${tag}`.slice(0, 20) });
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.email, address));
  const res = await signInAs(browser, address);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return browser;
}

/** The account a browser is signed in as (/api/account/me gives its e-mail, not its id). */
export async function whoAmI(browser: Browser) {
  const { email } = (await browser.get('/api/account/me')).body.data as { email: string };
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row!;
}
