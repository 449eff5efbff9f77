import { expect, test, type Page } from '@playwright/test';
import { commonTexts, fill } from '../../lib/console/i18n/common';
import { inboxTexts } from '../../lib/console/i18n/inbox';
import { usersTexts } from '../../lib/console/i18n/users';
import { ADMIN_EMAIL } from './support/admin';
import { violationsOn } from './support/axe';
import { asAdmin, newVisitor, stamp } from './support/console';
import { signUpOwner } from './support/warranty';

// The console's inbox, partners, users and audit log end to end: what a visitor sends
// reaches the inbox (filtered by language, opened, handled with a note, exported as CSV); two
// approved applications of one company make it a certified partner, which can be put in the
// installer listing; only an admin sees and uses Users; axe finds nothing on these pages.
// Texts are the console's own (lib/console/i18n), so a changed word fails here, not silently.

const common = commonTexts.en;
const inbox = inboxTexts.en;
const users = usersTexts.en.users;
const audit = usersTexts.en.audit;

/** A form POST as a visitor's page sends it: our Origin, the page's language code. */
async function send(page: Page, baseURL: string, route: string, language: string, data: object) {
  const res = await page.request.post(route, {
    headers: { Origin: baseURL, language },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const application = (company: string, firstName: string, email: string) => ({
  firstName,
  lastName: 'Tester',
  jobTitle: 'Installer',
  company,
  email,
  phone: '+49 30 1234567',
  applyUpcoming: 'no',
  trainingId: '',
  address: 'Hauptstraße 1',
  city: 'Berlin',
  country: 'DE',
  zip: '10115',
  details: '',
  consent: true,
});

const main = (page: Page) => page.locator('main');

test('a contact request: found by language, opened, handled with a note, exported', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const id = stamp();
  const name = `Nora Kontakt ${id}`;
  const email = `nora.${id}@example.com`;
  await send(page, baseURL!, '/api/contact', 'nl', {
    name,
    country: 'NL',
    email,
    telephone: '+31 20 123 4567',
    company: `Zon BV ${id}`,
    message: 'Graag een offerte voor 200 kWh.',
  });

  await asAdmin(page, '/admin/submissions/contact');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(inbox.inbox.kinds.contact);
  const filters = page.getByRole('search', { name: inbox.inbox.filters.legend });

  // Filtered by another language, it is not there; by Dutch, it is.
  await filters.getByRole('combobox', { name: inbox.inbox.filters.language }).selectOption('de');
  await filters.getByRole('searchbox', { name: inbox.inbox.filters.search }).fill(id);
  await filters.getByRole('button', { name: common.apply, exact: true }).click();
  await expect(page).toHaveURL(/language=de/);
  await expect(main(page).getByText(inbox.inbox.empty)).toBeVisible();
  await filters.getByRole('combobox', { name: inbox.inbox.filters.language }).selectOption('nl');
  await filters.getByRole('button', { name: common.apply, exact: true }).click();
  await expect(page).toHaveURL(/language=nl/);
  const link = main(page).getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  // A `has` locator is looked for inside the row: it must not start from <main> again.
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Nederlands' })).toBeVisible();
  await expect(row.locator('[data-status="new"]')).toHaveText(inbox.inbox.status.new);
  expect(await violationsOn(page)).toEqual([]);

  // Opened: every field readable; handled with a note.
  await link.click();
  await expect(page).toHaveURL(/\/admin\/submissions\/contact\/\d+$/);
  await expect(main(page).getByText('Graag een offerte voor 200 kWh.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  expect(await violationsOn(page)).toEqual([]);
  const note = `Called back ${id}`;
  await main(page).getByRole('textbox', { name: inbox.detail.handle.note, exact: true }).fill(note);
  await main(page).getByRole('button', { name: inbox.detail.handle.submit, exact: true }).click();
  await expect(page.getByText(inbox.detail.handle.done)).toBeVisible();
  await expect(main(page).locator('dd [data-status="handled"]')).toHaveText(
    inbox.inbox.status.handled,
  );
  await expect(main(page).locator('dd').filter({ hasText: note })).toBeVisible();

  // Back in the list filtered by "handled"; the export carries the filters and holds the row.
  await page.goto(`/admin/submissions/contact?language=nl&status=handled&q=${id}`);
  await expect(main(page).getByRole('link', { name, exact: true })).toBeVisible();
  const exportLink = main(page).getByRole('link', { name: inbox.inbox.exportCsv });
  const href = (await exportLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/admin\/submissions\/contact\/export\.csv\?/);
  expect(href).toContain('language=nl');
  expect(href).toContain('status=handled');
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/text\/csv/);
  const body = await csv.text();
  expect(body).toContain(email);
  expect(body).toContain(note);
  expect(body.trim().split('\n')).toHaveLength(2);
});

test('two approved applications of one company make it a certified partner, then listed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  const company = `Partner Solar ${id}`;
  await send(
    page,
    baseURL!,
    '/api/installer-applications',
    'de',
    application(company, 'Sara', `sara.${id}@example.com`),
  );
  await send(
    page,
    baseURL!,
    '/api/installer-applications',
    'de',
    application(company, 'Tim', `tim.${id}@example.com`),
  );

  await asAdmin(page, `/admin/submissions/training?q=${encodeURIComponent(company)}`);
  const d = inbox.detail;
  const decide = async (person: string, kind: 'sales' | 'technical') => {
    await page.goto(`/admin/submissions/training?q=${encodeURIComponent(company)}`);
    await main(page)
      .getByRole('link', { name: `${person} Tester`, exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/submissions\/training\/\d+$/);
    await main(page).getByRole('radio', { name: d.decision[kind], exact: true }).check();
    await main(page).getByRole('button', { name: d.decision.approve, exact: true }).click();
    await expect(
      page.getByText(fill(d.decision.approved, { kind: d.decision[kind] })),
    ).toBeVisible();
    // Decided: no second decision offered; the certificate is the person's.
    await expect(
      main(page).getByText(fill(d.decision.decided, { status: 'approved' })),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: d.decision.approve })).toHaveCount(0);
    const granted = fill(d.person.granted, { kind: d.decision[kind], date: '' }).trim();
    await expect(main(page).getByText(granted)).toBeVisible();
    return Number(new URL(page.url()).pathname.split('/').pop());
  };

  const first = await decide('Sara', 'sales');
  await expect(main(page).getByText(fill(d.person.notPartner, { company }))).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await decide('Tim', 'technical');
  await expect(main(page).getByText(fill(d.person.partner, { company }))).toBeVisible();

  // A second decision on the first is refused with 409, whoever sends it.
  const again = await page.request.post(`/api/admin/submissions/training/${first}/approve`, {
    headers: { Origin: baseURL! },
    data: { certification: 'technical' },
  });
  expect(again.status()).toBe(409);

  // The partners page: both badges, the partner badge, and the listing as a draft to edit.
  await page.goto('/admin/partners');
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: company, exact: true }) });
  await expect(card.getByText(inbox.partners.badges.partner, { exact: true })).toBeVisible();
  await expect(card.getByText(inbox.partners.badges.sales, { exact: true })).toBeVisible();
  await expect(card.getByText(inbox.partners.badges.technical, { exact: true })).toBeVisible();
  await card.getByRole('combobox', { name: inbox.partners.listing.language }).selectOption('4');
  await card.getByRole('button', { name: inbox.partners.listing.add, exact: true }).click();
  await expect(card.getByRole('link', { name: inbox.partners.listing.edit })).toHaveAttribute(
    'href',
    /\/admin\/content\/distributors\/\d+$/,
  );
});

test('only an admin sees and manages users; the audit log records it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const nickname = `Ed${stamp().slice(0, 8)}`;
  const editor = await newVisitor(browser, baseURL!);
  const email = `e2e.${stamp()}@example.com`;
  await signUpOwner(editor.page.request, baseURL!, email, nickname);
  // An ordinary account has no console at all, and no users API.
  expect((await editor.page.request.get('/api/admin/users')).status()).toBe(403);

  // The admin finds the account, makes it an editor.
  await asAdmin(page, '/admin/users');
  const nav = page.getByRole('navigation', { name: common.mainNav });
  await expect(nav.getByRole('link', { name: common.nav.users, exact: true })).toBeVisible();
  const filters = page.getByRole('search', { name: users.filters.legend });
  await filters.getByRole('searchbox', { name: users.filters.search }).fill(email);
  await filters.getByRole('button', { name: common.apply, exact: true }).click();
  const row = main(page).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row
    .getByRole('combobox', { name: fill(users.roleOf, { user: nickname }) })
    .selectOption('editor');
  await row.getByRole('button', { name: users.saveRole, exact: true }).click();
  await expect(
    page.getByText(fill(users.roleSaved, { user: nickname, role: users.roles.editor })),
  ).toBeVisible();
  await expect(row.locator('[data-status="editor"]')).toHaveText(users.roles.editor);
  expect(await violationsOn(page)).toEqual([]);

  // The admin's own row offers nothing to change (another admin does it), and the API refuses.
  await filters.getByRole('searchbox', { name: users.filters.search }).fill(ADMIN_EMAIL);
  await filters.getByRole('button', { name: common.apply, exact: true }).click();
  const own = main(page).getByRole('row').filter({ hasText: ADMIN_EMAIL });
  await expect(own.getByText(users.yourAccount)).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button')).toHaveCount(0);
  const me = (await (await page.request.get('/api/admin/me')).json()).data as { id: string };
  const refused = await page.request.put(`/api/admin/users/${me.id}/role`, {
    headers: { Origin: baseURL! },
    data: { role: 'editor' },
  });
  expect(refused.status()).toBe(400);

  // The editor: the console without Users or Audit log, and a clear word on /admin/users.
  await editor.page.goto('/admin/submissions');
  const editorNav = editor.page.getByRole('navigation', { name: common.mainNav });
  await expect(editorNav.getByRole('link', { name: common.nav.inbox, exact: true })).toBeVisible();
  await expect(editorNav.getByRole('link', { name: common.nav.users, exact: true })).toHaveCount(0);
  await expect(editorNav.getByRole('link', { name: common.nav.audit, exact: true })).toHaveCount(0);
  // The page itself refuses on the server (the 403 view), and so does its API.
  await editor.page.goto('/admin/users');
  await expect(editor.page.getByText(common.adminOnly)).toBeVisible();
  await editor.page.goto('/admin/audit');
  await expect(editor.page.getByText(common.adminOnly)).toBeVisible();
  await expect(editor.page.getByRole('row')).toHaveCount(0);
  expect((await editor.page.request.get('/api/admin/users')).status()).toBe(403);

  // Disabling asks first, then ends the editor's sessions at once.
  await filters.getByRole('searchbox', { name: users.filters.search }).fill(email);
  await filters.getByRole('button', { name: common.apply, exact: true }).click();
  await row.getByRole('button', { name: fill(users.disableOf, { user: nickname }) }).click();
  const dialog = page.getByRole('dialog', {
    name: fill(users.confirm.disableTitle, { user: nickname }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: common.cancel })).toBeFocused();
  await dialog.getByRole('button', { name: users.disable, exact: true }).click();
  await expect(page.getByText(fill(users.disabledDone, { user: nickname }))).toBeVisible();
  await expect(row.locator('[data-status="disabled"]')).toHaveText(users.disabled);
  expect((await editor.page.request.get('/api/admin/submissions/contact')).status()).toBe(401);
  await row.getByRole('button', { name: fill(users.enableOf, { user: nickname }) }).click();
  await page
    .getByRole('dialog', { name: fill(users.confirm.enableTitle, { user: nickname }) })
    .getByRole('button', { name: users.enable, exact: true })
    .click();
  await expect(row.locator('[data-status="active"]')).toHaveText(users.active);
  await editor.context.close();

  // The audit log names who changed which account.
  await page.goto('/admin/audit');
  const auditFilters = page.getByRole('search', { name: audit.filters.legend });
  await auditFilters.getByRole('textbox', { name: audit.filters.action }).fill('user.role');
  await auditFilters.getByRole('button', { name: common.apply, exact: true }).click();
  const entry = main(page).getByRole('row').filter({ hasText: email });
  await expect(entry.first()).toContainText(ADMIN_EMAIL);
  await expect(entry.first()).toContainText('to: editor');
  expect(await violationsOn(page)).toEqual([]);

  // The same pages in Chinese.
  await page.goto('/cn/admin/users');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(usersTexts.zh.users.title);
  await page.goto('/cn/admin/submissions/newsletter');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    inboxTexts.zh.inbox.kinds.newsletter,
  );
  await expect(main(page).getByRole('table')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});
