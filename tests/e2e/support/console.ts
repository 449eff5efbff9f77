import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import type en from '../../../messages/account/en-US.json';
import { CAPTCHA_HEADER } from '../../../lib/validation/account';
import { puzzleToken, sliderPuzzle, solveSliderByDrag } from './captcha';
import { newsItemBody } from '../../support/news-item';
import { declinedConsentState } from './consent';
import { roleState, sessionCookies } from './roles';

// What the console, preview and inbox suites share: the account pages' texts, signing in (the
// form with the puzzle solved by dragging, or the API), the admin's saved session, a second browser.

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

/** Sign in `request` through the API (the puzzle solved with the test hook). */
export async function signInByApi(
  request: APIRequestContext,
  origin: string,
  identifier: string,
  password: string,
) {
  const token = await puzzleToken(request, origin, 'sign-in');
  const res = await request.post('/api/account/sign-in', {
    headers: { Origin: origin, 'Content-Type': 'application/json', [CAPTCHA_HEADER]: token },
    data: JSON.stringify({ identifier, password, terms: true }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The e2e server's first admin, with the session the setup project saved
 * (tests/e2e/support/roles.ts), on a console page. Tests of the login itself go through the form.
 */
export async function asAdmin(page: Page, target = '/admin') {
  await page.context().addCookies(sessionCookies('admin'));
  await page.goto(target);
  await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0]);
}

/**
 * A request context (no page) holding the admin's saved session, for the site at `origin`.
 * Dispose of it when done.
 */
export async function adminRequest(api: APIRequest, origin: string): Promise<APIRequestContext> {
  const request = await api.newContext({ baseURL: origin, storageState: roleState('admin') });
  expect((await request.get('/api/admin/me')).status(), 'the admin is signed in').toBe(200);
  return request;
}

/** A fresh browser of its own: no session, the cookie banner already declined. */
export async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: declinedConsentState });
  return { context, page: await context.newPage() };
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
        data: newsItemBody(websiteId, title, extra),
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
