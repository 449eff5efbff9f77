import { expect, test, type Page } from '@playwright/test';
import { commonTexts } from '../../lib/console/i18n/common';
import { routeRulesTexts } from '../../lib/console/i18n/route-rules';
import { violationsOn } from './support/axe';
import { asAdmin, newVisitor, stamp } from './support/console';

// Route rules end to end: an editor creates route rules in the console, a visitor is redirected
// (to a page of the site, in their language, and to another site), and a client-side
// navigation to a path with an absolute rule leaves the site. The other site is answered here
// (page.route), so every request to it is seen.

const t = routeRulesTexts.en;
const common = commonTexts.en;
const PARTNER = 'https://apps.voltara-partner.test';

/** A rule made through the console's form, as an editor makes it. */
async function createInConsole(
  page: Page,
  rule: { source: string; target: string; status?: string },
) {
  await page.getByRole('button', { name: t.newRule, exact: true }).click();
  const form = page.getByRole('form', { name: t.form.newTitle });
  await form.getByRole('textbox', { name: t.form.source }).fill(rule.source);
  await form.getByRole('textbox', { name: t.form.target }).fill(rule.target);
  if (rule.status) {
    await form.getByRole('combobox', { name: t.form.status }).selectOption(rule.status);
  }
  await form.getByRole('button', { name: t.form.create, exact: true }).click();
  await expect(form).toHaveCount(0);
}

/** A plain link on the page, clicked: the browser's own navigation to `href`. */
async function followLink(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'old link';
    document.body.append(link);
    link.click();
  }, href);
}

/** The partner's site: a page of its own for any path; each request counted. */
async function answerPartner(page: Page) {
  const seen: string[] = [];
  await page.route(`${PARTNER}/**`, (route) => {
    seen.push(`${route.request().resourceType()} ${route.request().url()}`);
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Partner</title><h1>Partner app store</h1>',
    });
  });
  return seen;
}

test('an editor creates rules in the console; visitors are redirected, in their language or away', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = stamp();
  const oldSection = `/old-support-${id}`;
  const appPath = `/app-${id}`;
  await asAdmin(page, '/admin/route-rules');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: common.mainNav }).getByRole('link', {
      name: common.nav.routeRules,
    }),
  ).toHaveAttribute('aria-current', 'page');

  // A refused rule says why, under its field, and nothing is stored.
  await page.getByRole('button', { name: t.newRule, exact: true }).click();
  const form = page.getByRole('form', { name: t.form.newTitle });
  await form.getByRole('textbox', { name: t.form.source }).fill('/products');
  await form.getByRole('textbox', { name: t.form.target }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: t.form.create, exact: true }).click();
  await expect(form.getByText(/This would hide a page of the site \(\/products\)/)).toBeVisible();
  await expect(form.getByText(/Addresses starting with javascript: are not allowed/)).toBeVisible();
  await form.getByRole('button', { name: t.form.cancel }).click();

  await createInConsole(page, { source: `${oldSection}/*`, target: '/support-center/:splat' });
  await createInConsole(page, {
    source: appPath,
    target: `${PARTNER}/download`,
    status: '302',
  });
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: `${oldSection}/*` })).toContainText(
    '/support-center/:splat',
  );
  await expect(table.getByRole('row').filter({ hasText: appPath })).toContainText(
    t.table.leavesSite,
  );

  expect(await violationsOn(page)).toEqual([]);

  // "Test a path" shows the rule and where the visitor ends.
  const tester = page.getByRole('region', { name: t.test.title });
  await tester.getByRole('textbox', { name: t.test.label }).fill(`/de${oldSection}/faqs?x=1`);
  await tester.getByRole('button', { name: t.test.submit }).click();
  await expect(tester.getByTestId('rule-test-result')).toContainText(
    'Visitors go to /de/support-center/faqs?x=1 in one redirect (308).',
  );
  expect(await violationsOn(page)).toEqual([]);

  // A visitor, in German, to the old section: the same page of the new one, in German.
  const { context, page: visitor } = await newVisitor(browser, baseURL!);
  try {
    const answer = await visitor.request.get(`/de${oldSection}/faqs?x=1`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers()['location']).toBe('/de/support-center/faqs?x=1');
    expect(answer.headers()['cache-control']).toBe('public, max-age=3600');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await visitor.goto(`/de${oldSection}/faqs?x=1`);
    await expect(visitor).toHaveURL(`/de/support-center/faqs?x=1`);

    // And to the app: off to the partner's site, the query passed on.
    const seen = await answerPartner(visitor);
    const away = await visitor.request.get(`${appPath}?ref=e2e`, { maxRedirects: 0 });
    expect(away.status()).toBe(302);
    expect(away.headers()['cache-control']).toBe('no-store');
    // Followed from a link (Playwright answers a redirect of page.goto itself to a host it
    // does not resolve before page.route sees it; a navigation the page makes is routed).
    await visitor.goto('/about-us');
    await followLink(visitor, `${appPath}?ref=e2e`);
    await expect(visitor).toHaveURL(`${PARTNER}/download?ref=e2e`);
    await expect(visitor.getByRole('heading', { name: 'Partner app store' })).toBeVisible();
    expect(seen).toEqual([`document ${PARTNER}/download?ref=e2e`]);
  } finally {
    await context.close();
  }

  // The Chinese console: its texts, and the API's refusals in Chinese too.
  await page.goto('/cn/admin/route-rules');
  const zh = routeRulesTexts.zh;
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  await page.getByRole('button', { name: zh.newRule, exact: true }).click();
  const zhForm = page.getByRole('form', { name: zh.form.newTitle });
  await zhForm.getByRole('textbox', { name: zh.form.source }).fill(`${oldSection}/*`);
  await zhForm.getByRole('textbox', { name: zh.form.target }).fill('/elsewhere');
  await zhForm.getByRole('button', { name: zh.form.create, exact: true }).click();
  await expect(zhForm.getByText(`此语言中已有 ${oldSection}/* 的规则。`)).toBeVisible();
  await page.goto('/admin/route-rules');

  // The hits are counted (flushed every 10 s) and shown with the last hit.
  await expect(async () => {
    await page.reload();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: appPath });
    await expect(row.getByRole('cell').nth(5)).not.toHaveText('0', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('a client-side navigation to a path with an absolute rule leaves the site', async ({
  page,
  baseURL,
}) => {
  const id = stamp();
  const appPath = `/hub-${id}`;
  // Made through the API (the test above covers the form), as the signed-in admin.
  await asAdmin(page, '/admin/route-rules');
  const made = await page.request.post('/api/admin/route-rules', {
    headers: { Origin: baseURL! },
    data: { source: `${appPath}/*`, target: `${PARTNER}/hub/:splat` },
  });
  expect(made.status(), await made.text()).toBe(201);

  const seen = await answerPartner(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/about-us');
  await page.waitForFunction(
    () => typeof (window as WindowWithNext).next?.router?.push === 'function',
  );

  // A prefetch (what a Link in view does) fetches nothing from the other site.
  await page.evaluate(
    (path) => (window as WindowWithNext).next!.router!.prefetch(path),
    `${appPath}/x`,
  );
  await page.waitForTimeout(1_000);
  expect(seen).toEqual([]);

  // The navigation a Link makes: the router asks the server, then loads the page, which leaves.
  await page.evaluate(
    (path) => (window as WindowWithNext).next!.router!.push(path),
    `/de${appPath}/sites/42?from=nav`,
  );
  await expect(page).toHaveURL(`${PARTNER}/hub/sites/42?from=nav`);
  await expect(page.getByRole('heading', { name: 'Partner app store' })).toBeVisible();
  expect(seen).toEqual([`document ${PARTNER}/hub/sites/42?from=nav`]);
  // No cross-origin data request failed on the way (the router was told, not refused by CORS).
  expect(errors.filter((e) => /RSC payload|CORS|ERR_FAILED/i.test(e))).toEqual([]);
});

type WindowWithNext = Window & {
  next?: { router?: { push: (href: string) => void; prefetch: (href: string) => void } };
};
