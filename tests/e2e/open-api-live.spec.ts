import { expect, test, type Page } from '@playwright/test';
import { fill } from '../../lib/console/i18n/common';
import { openApiTexts } from '../../lib/console/i18n/open-api';
import type en from '../../messages/account/en-US.json';
import { violationsOn } from './support/axe';
import { messagesOf, newVisitor, stamp } from './support/console';
import { codeMailedTo } from './support/mail';
import { roleState } from './support/roles';
import { signUpOwner } from './support/warranty';

// Live access to the Open API end to end (docs/requirements.md, Open API platform), in English
// and Chinese: a new customer applies in the personal center's API console; an editor finds the
// application in the console's review queue and approves it; the customer is mailed in their
// language, creates a live key, sees it once, and a plain HTTP client reads its systems with it.
// Each run signs up a customer of its own: the shared one (roleState('customer')) would have
// live access after the first variant.

type Texts = (typeof en)['Account']['center']['apiKeys'];

const variants = [
  { prefix: '', tag: 'en-US', lang: 'en' },
  { prefix: '/cn', tag: 'zh-CN', lang: 'zh' },
] as const;

const accessForm = (page: Page, t: Texts) =>
  page
    .locator('#apiKeys form')
    .filter({ has: page.getByRole('button', { name: t.access.submit }) });

for (const { prefix, tag, lang } of variants) {
  test(`a customer applies, an editor approves, and the live key reads the API (${tag})`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL!;
    const t = messagesOf<typeof en>('account', tag).Account.center.apiKeys;
    const c = openApiTexts[lang];
    const email = `live.${stamp()}@example.com`;
    const company = `Live Apps ${stamp()}`;

    // A customer of their own, signed up through the API in a fresh browser.
    const customer = await newVisitor(browser, origin);
    await signUpOwner(customer.context.request, origin, email);
    const page = customer.page;
    await page.goto(`${prefix}/personal-center#apiKeys`);
    const section = page.locator('#apiKeys');
    // No live access yet: no environment to choose, the application form instead.
    await expect(section.getByLabel(t.environment)).toHaveCount(0);
    const form = accessForm(page, t);
    await expect(form).toHaveAttribute('data-hydrated');

    // Refused by field first: nothing filled, the terms not accepted.
    await form.getByRole('button', { name: t.access.submit }).click();
    await expect(form.getByText(t.access.companyError)).toBeVisible();
    await expect(form.getByText(t.access.termsError)).toBeVisible();

    await form.getByLabel(t.access.company).fill(company);
    await form.getByLabel(t.access.useCase).fill('A dashboard for the batteries we install.');
    await form.getByLabel(t.access.systemsCount).fill('12');
    await form.getByLabel(t.scopeTelemetry).check();
    await form.getByLabel(t.scopeControl).check();
    const terms = form.getByRole('checkbox', { name: t.access.terms.replace(/<\/?terms>/g, '') });
    // The terms are the site's service agreement, linked from the checkbox's label.
    const agreement = /<terms>(.*)<\/terms>/.exec(t.access.terms)![1]!;
    await expect(form.getByRole('link', { name: agreement })).toHaveAttribute(
      'href',
      `${prefix}/document/service-agreement`,
    );
    await terms.check();
    await form.getByRole('button', { name: t.access.submit }).click();
    await expect(section.getByRole('status').filter({ hasText: t.access.sent })).toBeVisible();
    await expect(accessForm(page, t)).toHaveCount(0);
    expect(await violationsOn(page, '#apiKeys')).toEqual([]);

    // An editor approves it in the console's review queue, found by the customer's e-mail.
    const editor = await browser.newContext({ baseURL: origin, storageState: roleState('editor') });
    const desk = await editor.newPage();
    await desk.goto(`${prefix}/admin/api-applications?q=${encodeURIComponent(email)}`);
    await expect(desk.getByRole('heading', { level: 1, name: c.applications.title })).toBeVisible();
    const row = desk.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(c.applications.states.pending);
    await expect(row).toContainText(company);
    const toggle = row.getByRole('button', { name: new RegExp(`^${c.applications.open} A-\\d+$`) });
    const reference = (await toggle.innerText()).split(' ').at(-1)!;
    await toggle.click();
    const panel = desk.locator('section[data-application]');
    await expect(panel).toContainText(company);
    expect(await violationsOn(desk)).toEqual([]);
    const since = Date.now();
    await panel.getByRole('button', { name: c.applications.approve }).click();
    const dialog = desk.getByRole('dialog', {
      name: fill(c.applications.approveConfirmTitle, { reference }),
    });
    await dialog.getByRole('button', { name: c.applications.approve }).click();
    await expect(dialog).toBeHidden();
    await expect(
      desk.getByRole('status').filter({ hasText: fill(c.applications.approved, { reference }) }),
    ).toBeVisible();
    await expect(row).toContainText(c.applications.states.approved);
    await editor.close();

    // The decision reaches the customer by mail, naming the application.
    expect(await codeMailedTo(email, since, /(A-\d+)/)).toBe(reference);

    // The customer now chooses the environment and makes a live key, shown once.
    await page.reload();
    await expect(section).toContainText(t.access.approved);
    const keyForm = section
      .locator('form')
      .filter({ has: page.getByRole('button', { name: t.create }) });
    await expect(keyForm).toHaveAttribute('data-hydrated');
    await keyForm.getByLabel(t.environment).selectOption('live');
    // Control is staff's to grant on a live key: not offered.
    await expect(keyForm.getByLabel(t.scopeControl)).toHaveCount(0);
    await keyForm.getByLabel(t.name).fill('Fleet dashboard');
    await keyForm.getByRole('button', { name: t.create }).click();
    const shown = section.getByLabel(t.newKeyLabel);
    await expect(shown).toHaveValue(/^vlt_live_[0-9A-Za-z]{38}$/);
    const key = await shown.inputValue();
    const item = section.locator('li').filter({ hasText: 'Fleet dashboard' });
    await expect(item).toContainText(`vlt_live_…${key.slice(-4)}`);
    await expect(item).toContainText(t.live);
    await page.reload();
    await expect(section.locator('li').filter({ hasText: 'Fleet dashboard' })).toBeVisible();
    expect(await page.content()).not.toContain(key);
    await customer.context.close();

    // A program with nothing but the key reads the account's systems.
    const program = await playwright.request.newContext({ baseURL: origin });
    const systems = await program.get('/api/open/v1/systems', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(systems.status(), await systems.text()).toBe(200);
    await program.dispose();
  });
}
