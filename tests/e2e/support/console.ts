import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type Cookie,
  type Page,
} from '@playwright/test';
import type en from '../../../messages/account/en-US.json';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin';
import { CAPTCHA_HEADER } from '../../../lib/validation/account';
import { puzzleToken, sliderPuzzle, solveSliderByDrag } from './captcha';
import { declinedConsentState } from './consent';
import { codeMailedTo } from './mail';

// What the console, preview and inbox suites share: the account pages' texts, signing
// in (the puzzle solved by dragging) and up (the code read from the mailbox), a second browser.

type AccountTexts = (typeof en)['Account'];

/** A message area of one locale, read as the pages render it. */
export const messagesOf = <T>(area: string, tag: string): T =>
  JSON.parse(readFileSync(path.resolve('messages', area, `${tag}.json`), 'utf8')) as T;

export const accountTexts = (tag = 'en-US') => messagesOf<typeof en>('account', tag).Account;

/** A short unique suffix for names, e-mails and titles. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The login form on the page, sent with these credentials. */
export async function signIn(
  page: Page,
  identifier: string,
  password: string,
  account: AccountTexts = accountTexts(),
) {
  const submit = page.getByRole('button', { name: account.signIn.submit, exact: true });
  await expect(submit).toBeEnabled();
  const form = page.locator('form').filter({ has: submit });
  await form
    .getByRole('textbox', { name: account.fields.identifier, exact: true })
    .fill(identifier);
  await form.getByRole('textbox', { name: account.fields.password, exact: true }).fill(password);
  await solveSliderByDrag(page, sliderPuzzle(form));
  await form.getByRole('checkbox').check();
  await submit.click();
}

// The admin's session, kept for the rest of this worker's tests: the site allows 15 sign-in
// attempts per account in 10 minutes (lib/server/account/limits.ts), and a whole run signs in as
// the admin far more often than that. Tests of the login itself still go through the form.
let adminSession: Cookie[] | undefined;
const isSessionCookie = (c: Cookie) => /session_token|voltara_signed_in/.test(c.name);

/** The e2e server's first admin, signed in (once per worker, through /login), on a console page. */
export async function asAdmin(page: Page, target = '/admin') {
  const isThere = (url: URL) => url.pathname === target.split('?')[0];
  if (adminSession) {
    await page.context().addCookies(adminSession);
    await page.goto(target);
    if (isThere(new URL(page.url()))) return;
  }
  await page.goto(`/login?next=${encodeURIComponent(target)}`);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(isThere);
  adminSession = (await page.context().cookies()).filter(isSessionCookie);
}

/**
 * A request context (no page) holding the admin's session, for the site at `origin`: the
 * worker's session when it has one, else a sign-in through the API (the puzzle solved with the
 * test hook), kept for the worker's later tests. Dispose of it when done.
 */
export async function adminRequest(api: APIRequest, origin: string): Promise<APIRequestContext> {
  if (adminSession) {
    const request = await api.newContext({
      baseURL: origin,
      storageState: { cookies: adminSession, origins: [] },
    });
    if ((await request.get('/api/admin/me')).ok()) return request;
    await request.dispose();
  }
  const request = await api.newContext({ baseURL: origin });
  const token = await puzzleToken(request, origin, 'sign-in');
  const res = await request.post('/api/account/sign-in', {
    headers: { Origin: origin, 'Content-Type': 'application/json', [CAPTCHA_HEADER]: token },
    data: JSON.stringify({ identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD, terms: true }),
  });
  expect(res.status(), await res.text()).toBe(200);
  adminSession = (await request.storageState()).cookies.filter(isSessionCookie);
  return request;
}

/** A fresh browser of its own: no session, the cookie banner already declined. */
export async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: declinedConsentState });
  return { context, page: await context.newPage() };
}

/** An ordinary account, signed up through the site (code from the mail); it stays signed in. */
export async function signUp(page: Page, nickname = `N ${stamp()}`, address?: string) {
  const account = accountTexts();
  const id = stamp();
  const email = address ?? `e2e.${id}@example.com`;
  const password = 'Sunny-Day42';
  // Sign-up in the order things happen: where the code goes, the puzzle, then the rest.
  await page.goto('/sign-up');
  const step1 = page.locator('form').filter({ hasText: account.signUp.step1 });
  const next = step1.getByRole('button', { name: account.signUp.next, exact: true });
  await expect(next).toBeEnabled();
  await step1
    .getByRole('combobox', { name: account.fields.country, exact: true })
    .selectOption('DE');
  await step1.getByRole('textbox', { name: account.fields.email, exact: true }).fill(email);
  const sentAt = Date.now();
  await next.click();
  await solveSliderByDrag(page, sliderPuzzle(step1));
  const submit = page.getByRole('button', { name: account.signUp.submit, exact: true });
  await expect(submit).toBeEnabled();
  const form = page.locator('form').filter({ has: submit });
  const code = await codeMailedTo(email, sentAt);
  await form.getByRole('textbox', { name: account.fields.code, exact: true }).fill(code);
  await form.getByRole('textbox', { name: account.fields.username, exact: true }).fill(`e2e${id}`);
  await form.getByRole('textbox', { name: account.fields.nickname, exact: true }).fill(nickname);
  await form.getByRole('textbox', { name: account.fields.password, exact: true }).fill(password);
  await form
    .getByRole('textbox', { name: account.fields.confirmPassword, exact: true })
    .fill(password);
  await form.getByRole('checkbox').check();
  await submit.click();
  await expect(page).toHaveURL('/personal-center');
  return { email, password };
}

/**
 * An editor's news writes through the console API, in one language, from a request
 * context that holds their session; `origin` is the site's, for the Origin check of writes.
 */
export function newsConsole(request: APIRequestContext, origin: string, websiteId: number) {
  const headers = { Origin: origin };
  return {
    /** A published item made now (or as `extra` says: a draft, a scheduled time). */
    async create(title: string, extra: Record<string, unknown> = {}) {
      const res = await request.post('/api/admin/content/news', {
        headers,
        data: {
          websiteId,
          state: 'published',
          publishAt: null,
          title,
          summary: 'The summary of the article.',
          body: 'The text of the article.',
          publishedOn: new Date().toISOString().slice(0, 10),
          ...extra,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as { data: { id: number } }).data.id;
    },
    async current(id: number) {
      const res = await request.get(`/api/admin/content/news/${id}`);
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { data: { versions: Record<number, object> } };
      return body.data.versions[websiteId] as Record<string, unknown> & { revision: number };
    },
    async update(id: number, change: Record<string, unknown>) {
      const version = await this.current(id);
      const res = await request.put(`/api/admin/content/news/${id}/${websiteId}`, {
        headers,
        data: { ...version, ...change },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async remove(id: number) {
      const { revision } = await this.current(id);
      const res = await request.delete(
        `/api/admin/content/news/${id}/${websiteId}?revision=${revision}`,
        { headers },
      );
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/** A training application of `email` at `company` (Vienna), as the installer page sends it. */
const trainingApplication = (company: string, firstName: string, email: string) => ({
  firstName,
  lastName: 'Tester',
  jobTitle: 'Installer',
  company,
  email,
  phone: '+43 1 1234567',
  applyUpcoming: 'no',
  trainingId: '',
  address: 'Ringstraße 1',
  city: 'Wien',
  country: 'AT',
  zip: '1010',
  details: '',
  consent: true,
});

/**
 * People of `company` certified the way the console does it (a certificate is the
 * person's): each applies for training through the site, and the admin (`admin`, signed in)
 * approves the application with the certificate's kind.
 */
export async function certify(
  admin: APIRequestContext,
  origin: string,
  company: string,
  people: { email: string; kind: 'sales' | 'technical' }[],
) {
  const headers = { Origin: origin };
  for (const [i, { email }] of people.entries()) {
    const sent = await admin.post('/api/installer-applications', {
      headers: { ...headers, language: 'de' },
      data: trainingApplication(company, `P${i}`, email),
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const list = await admin.get(`/api/admin/submissions/training?q=${encodeURIComponent(company)}`);
  const items = ((await list.json()) as { data: { items: { id: number; email: string }[] } }).data
    .items;
  for (const { email, kind } of people) {
    const item = items.find((x) => x.email === email)!;
    const approved = await admin.post(`/api/admin/submissions/training/${item.id}/approve`, {
      headers,
      data: { certification: kind },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}
