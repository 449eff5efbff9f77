import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type en from '../../messages/warranty/en-US.json';
import { makeSerial } from '../../lib/warranty/serial';
import { violationsOn } from './support/axe';
import { jsonFrom } from './support/captcha';
import { codeMailedTo } from './support/mail';
import { stamp } from './support/console';
import { roleState } from './support/roles';
import { signUpOwner as signUp } from './support/warranty';

// Warranty end to end, in English and Chinese: an owner registers a system in the personal
// center (typed serials) → downloads the certificate PDF → opens the public check from it; and
// a certified installer registers a system for a customer → the customer confirms with the
// mailed code and has the extended term; an owner transfers a registration → the new owner
// accepts with the mailed code in the personal center → downloads their certificate, whose
// public check still says valid; a scan cut short opens the check's own 404 page, where the code
// is typed again, without JavaScript. Accounts are made through the API.

type Messages = (typeof en)['Warranty'];
const warranty = (tag: string): Messages =>
  JSON.parse(readFileSync(path.resolve('messages/warranty', `${tag}.json`), 'utf8')).Warranty;

const variants = [
  { prefix: '', tag: 'en-US', code: 'en', month: 7 },
  { prefix: '/cn', tag: 'zh-CN', code: 'cn', month: 8 },
];

/**
 * Serials no other test of the run uses: a month of the seed per test, a sequence per repeat
 * and retry (each run starts on a new database; the seed has hybrid units 1–90 and modules
 * 1–360 a month). Picked by the clock, two repeats of a looped run took the same one now and then.
 */
function serials(month: number) {
  const { repeatEachIndex, retry } = test.info();
  const n = repeatEachIndex * 3 + Math.min(retry, 2);
  if (n >= 90) throw new Error('serials(): at most 30 repeats');
  return {
    hybrid: makeSerial('HU', 2025, month, n + 1),
    modules: [
      makeSerial('BM', 2025, month, 100 + 2 * n),
      makeSerial('BM', 2025, month, 101 + 2 * n),
    ],
  };
}

/** A system registered through the API in `request`'s session, in the owner's `language`. */
async function registerThroughApi(
  request: APIRequestContext,
  origin: string,
  language: string,
  system: {
    hybrid: string;
    modules: string[];
    installedOn: string;
    address: string;
    country: string;
  },
) {
  const { hybrid, modules, ...rest } = system;
  const made = await request.post('/api/warranty/registrations', {
    ...jsonFrom(origin, { hybrid, towers: [modules], ...rest }),
    headers: { ...jsonFrom(origin, {}).headers, Language: language },
  });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { data: { id: number; code: string } }).data;
}

async function expectPdf(page: Page, id: number) {
  const res = await page.request.get(`/api/warranty/registrations/${id}/certificate`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return body.toString('latin1');
}

for (const { prefix, tag, code, month } of variants) {
  test.describe(`warranty (${tag})`, () => {
    const t = warranty(tag);

    test('an owner registers a system, downloads the certificate and opens the public check', async ({
      page,
      baseURL,
    }) => {
      const email = `owner-${stamp()}@example.com`;
      await signUp(page.request, baseURL!, email);
      await page.goto(`${prefix}/personal-center#warranty`);
      const form = page.locator('form').filter({ hasText: t.center.registerHeading });
      // Typed once hydrated, as a person would after the page has loaded (the form also keeps
      // what is typed before hydration; that is not what this test is about).
      await expect(form).toHaveAttribute('data-hydrated');
      const { hybrid, modules } = serials(month);
      // A typo in the check character is caught, in the page's language.
      const typo = hybrid.slice(0, -1) + (hybrid.endsWith('A') ? 'B' : 'A');
      await form.getByLabel(t.center.hybrid).fill(typo);
      await form.getByLabel(t.center.tower.replace('{n}', '1')).fill(modules.join('\n'));
      await form.getByLabel(t.center.installedOn).fill('2025-12-01');
      await form.getByLabel(t.center.address).fill('Sonnenallee 1, 12045 Berlin');
      await form.getByLabel(t.center.country).selectOption('DE');
      await form.getByRole('button', { name: t.center.submit }).click();
      await expect(form.getByText(t.errors.serialCheck)).toBeVisible();

      await form.getByLabel(t.center.hybrid).fill(hybrid.toLowerCase());
      await form.getByRole('button', { name: t.center.submit }).click();
      await expect(form.getByRole('status')).toHaveText(t.center.registered);
      const item = page.locator('[data-registration]').first();
      await expect(item).toContainText(hybrid);
      const id = Number(await item.getAttribute('data-registration'));

      const pdf = await expectPdf(page, id);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);

      await item.getByRole('link', { name: t.center.verifyLink }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/warranty/verify/[A-Za-z0-9_-]{22}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verify.title);
      const status = page.locator('[data-status]');
      await expect(status).toHaveAttribute('data-status', 'active');
      // No personal data: neither the address nor the owner nor a serial.
      const text = await page.locator('main').innerText();
      for (const secret of ['Sonnenallee', email, hybrid]) expect(text).not.toContain(secret);
      // Served from the full-route cache after the first view.
      const again = await page.request.get(page.url());
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    });

    test('a certified installer registers a system for a customer, who confirms by code and gets the extended warranty', async ({
      page,
      browser,
      baseURL,
    }) => {
      const origin = baseURL!;
      const ownerEmail = `customer-${stamp()}@example.com`;
      // The installer holds a technical certificate, approved in the console (the setup project).
      const installer = await browser.newContext({
        baseURL: origin,
        storageState: roleState('installer'),
      });
      const installerPage = await installer.newPage();
      await installerPage.goto(`${prefix}/personal-center#warranty`);
      const form = installerPage.locator('form').filter({ hasText: t.center.registerHeading });
      await expect(form).toHaveAttribute('data-hydrated');
      await form.getByLabel(t.center.forCustomer).check();
      await form.getByLabel(t.center.ownerEmail).fill(ownerEmail);
      const { hybrid, modules } = serials(month - 2);
      await form.getByLabel(t.center.hybrid).fill(hybrid);
      await form.getByLabel(t.center.tower.replace('{n}', '1')).fill(modules.join('\n'));
      await form.getByLabel(t.center.installedOn).fill('2025-12-20');
      await form.getByLabel(t.center.address).fill('Via Roma 1, 00184 Roma');
      await form.getByLabel(t.center.country).selectOption('IT');
      const since = Date.now();
      await form.getByRole('button', { name: t.center.submit }).click();
      await expect(form.getByRole('status')).toHaveText(t.center.registeredForCustomer);
      const code = await codeMailedTo(ownerEmail, since, /^([A-Z2-9]{10})$/m);
      await installer.close();

      // The customer signs up with that address and confirms with the mailed code.
      await signUp(page.request, origin, ownerEmail);
      await page.goto(`${prefix}/personal-center#warranty`);
      const confirm = page.locator('form').filter({ hasText: t.center.confirmHeading });
      await expect(confirm).toHaveAttribute('data-hydrated');
      await confirm.getByLabel(t.center.code).fill(code);
      await confirm.getByRole('button', { name: t.center.confirm }).click();
      await expect(confirm.getByRole('status')).toHaveText(t.center.confirmed);
      const item = page.locator('[data-registration]').filter({ hasText: hybrid });
      // Installed by a certified installer: the extended term with maintenance.
      await expect(item).toContainText(t.certificate.extendedTerm.replace('{years}', '10'));
      await expectPdf(page, Number(await item.getAttribute('data-registration')));
      // The code is spent.
      const again = await page.request.post(
        '/api/warranty/registrations/confirm',
        jsonFrom(origin, { code }),
      );
      expect(again.status()).toBeGreaterThanOrEqual(400);
      expect(again.status()).toBeLessThan(500);
    });

    test('a code no certificate has gets the check’s own 404 page, where the code is typed again', async ({
      page,
      browser,
      baseURL,
    }) => {
      const origin = baseURL!;
      await signUp(page.request, origin, `check-${stamp()}@example.com`);
      const { code: certificate } = await registerThroughApi(page.request, origin, code, {
        ...serials(month - 6),
        installedOn: '2025-12-10',
        address: 'Kalverstraat 1, Amsterdam',
        country: 'NL',
      });

      // A scan cut short: a 404 in the page's language, and no redirect.
      const cut = `${prefix}/warranty/verify/${certificate.slice(0, 14)}`;
      const response = await page.goto(cut);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(`${origin}${cut}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.missing.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      const main = page.locator('main');
      await expect(main.getByText(t.missing.typo)).toBeVisible();
      await expect(main.getByText(t.missing.forgery)).toBeVisible();
      const support = t.missing.support.match(/<link>(.*?)<\/link>/)![1]!;
      await expect(main.getByRole('link', { name: support })).toHaveAttribute(
        'href',
        `${prefix}/contact-us`,
      );
      expect(await violationsOn(page)).toEqual([]);

      // The code typed again, in a browser without JavaScript: a typo is the same page again;
      // the code as printed, spaces and all, opens the certificate's check.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await plain.newPage();
      await noScript.goto(cut);
      const field = noScript.getByRole('textbox', { name: t.missing.code });
      await field.fill(`${certificate.slice(0, 21)}!`);
      await noScript.getByRole('button', { name: t.missing.submit }).click();
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(t.missing.heading);
      await field.fill(` ${certificate.slice(0, 11)} ${certificate.slice(11)} `);
      await noScript.getByRole('button', { name: t.missing.submit }).click();
      await expect(noScript).toHaveURL(`${origin}${prefix}/warranty/verify/${certificate}`);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(t.verify.title);
      await expect(noScript.locator('[data-status]')).toHaveAttribute('data-status', 'active');
      await plain.close();
    });

    test('an owner transfers a registration; the new owner accepts by code and gets the certificate', async ({
      page,
      browser,
      baseURL,
    }) => {
      const origin = baseURL!;
      const seller = await browser.newContext({ baseURL: origin });
      const sellerEmail = `seller-${stamp()}@example.com`;
      const buyerEmail = `buyer-${stamp()}@example.com`;
      await signUp(seller.request, origin, sellerEmail);
      const { hybrid, modules } = serials(month + 2);
      const { id, code: certificate } = await registerThroughApi(seller.request, origin, code, {
        hybrid,
        modules,
        installedOn: '2025-12-15',
        address: 'Rue de la Paix 1, Paris',
        country: 'FR',
      });
      const since = Date.now();
      const started = await seller.request.post(
        `/api/warranty/registrations/${id}/transfer`,
        jsonFrom(origin, { email: buyerEmail }),
      );
      expect(started.status()).toBe(200);
      const transferCode = await codeMailedTo(buyerEmail, since, /^([A-Z2-9]{10})$/m);

      await signUp(page.request, origin, buyerEmail);
      await page.goto(`${prefix}/personal-center#warranty`);
      const accept = page.locator('form').filter({ hasText: t.center.acceptHeading });
      await expect(accept).toHaveAttribute('data-hydrated');
      await accept.getByLabel(t.center.code).fill(transferCode);
      await accept.getByRole('button', { name: t.center.accept }).click();
      await expect(accept.getByRole('status')).toHaveText(t.center.accepted);
      await expect(page.locator(`[data-registration="${id}"]`)).toContainText(hybrid);
      await expectPdf(page, id);
      // The certificate's public check still answers for it, valid, under the same code.
      const check = await page.goto(`${prefix}/warranty/verify/${certificate}`);
      expect(check?.status()).toBe(200);
      await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'active');
      // The seller no longer has it; the code cannot be used twice.
      expect(
        (await seller.request.get(`/api/warranty/registrations/${id}/certificate`)).status(),
      ).toBe(404);
      const replay = await page.request.post(
        '/api/warranty/transfers/accept',
        jsonFrom(origin, { code: transferCode }),
      );
      expect(((await replay.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        code: ['codeUsed'],
      });
      await seller.close();
    });
  });
}

test('what an owner types before the page has hydrated is registered too', async ({
  page,
  baseURL,
}) => {
  // A slow phone: the form is on screen and typed into before its script has run. The page's
  // scripts are held until everything is typed, then let through.
  const t = warranty('en-US');
  const email = `early-${stamp()}@example.com`;
  await signUp(page.request, baseURL!, email);
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**/*.js', (route) => {
    if (!holding) return route.continue();
    held.push(() => route.continue());
  });
  await page.goto('/personal-center#warranty', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form').filter({ hasText: t.center.registerHeading });
  const { hybrid, modules } = serials(11);
  await form.getByLabel(t.center.hybrid).fill(hybrid);
  await form.getByLabel(t.center.tower.replace('{n}', '1')).fill(modules.join('\n'));
  await form.getByLabel(t.center.installedOn).fill('2025-12-02');
  await form.getByLabel(t.center.address).fill('Sonnenallee 2, 12045 Berlin');
  await form.getByLabel(t.center.country).selectOption('DE');
  await expect(form).not.toHaveAttribute('data-hydrated');
  await expect(form.getByRole('button', { name: t.center.submit })).toBeDisabled();
  holding = false;
  for (const release of held.splice(0)) await release();
  await expect(form).toHaveAttribute('data-hydrated');
  await form.getByRole('button', { name: t.center.submit }).click();
  await expect(form.getByRole('status')).toHaveText(t.center.registered);
  await expect(page.locator('[data-registration]').first()).toContainText(hybrid);
});
