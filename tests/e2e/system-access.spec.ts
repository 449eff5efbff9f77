import { expect, test } from '@playwright/test';
import type en from '../../messages/account/en-US.json';
import { makeSerial } from '../../lib/warranty/serial';
import { violationsOn } from './support/axe';
import { jsonFrom } from './support/captcha';
import { messagesOf, newVisitor, stamp } from './support/console';
import { signUpOwner } from './support/warranty';

// Access to an owner's systems in the personal center (docs/requirements.md, Open API platform),
// in German: an owner with a registered system names their installer's account by e-mail (an
// address of no account refused by field), lets it change the operating mode too, sees the
// consent listed, and withdraws it; focus goes back to the system. Accounts and the registration
// are made through the API.

/**
 * Serials no other test of the run uses: month 12 of 2025 in the seed (the warranty suites use
 * months 1–3 and 5–11), a sequence per repeat and retry.
 */
function serials() {
  const { repeatEachIndex, retry } = test.info();
  const n = repeatEachIndex * 3 + Math.min(retry, 2);
  if (n >= 90) throw new Error('serials(): at most 30 repeats');
  return { hybrid: makeSerial('HU', 2025, 12, n + 1), module: makeSerial('BM', 2025, 12, 100 + n) };
}

test('an owner lets their installer reach a system, with control, and withdraws it (de)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const t = messagesOf<typeof en>('account', 'de-DE').Account.center.systemAccess;
  const installerEmail = `installer.${stamp()}@example.com`;
  const { hybrid, module: battery } = serials();

  const installer = await newVisitor(browser, origin);
  await signUpOwner(installer.context.request, origin, installerEmail, 'Installateur');
  await installer.context.close();

  const owner = await newVisitor(browser, origin);
  await signUpOwner(owner.context.request, origin, `owner.${stamp()}@example.com`);
  const body = jsonFrom(origin, {
    hybrid,
    towers: [[battery]],
    installedOn: '2026-01-20',
    address: 'Hauptstraße 1, Berlin',
    country: 'DE',
  });
  const made = await owner.context.request.post('/api/warranty/registrations', {
    ...body,
    headers: { ...body.headers, Language: 'de' },
  });
  expect(made.status(), await made.text()).toBe(200);

  const page = owner.page;
  await page.goto('/de/personal-center#systemAccess');
  const section = page.locator('#systemAccess');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.title);
  await expect(section).toContainText(t.intro);
  const system = section.getByRole('heading', { name: t.system.replace('{serial}', hybrid) });
  await expect(system).toBeVisible();
  await expect(section).toContainText(t.none);
  const form = section.locator('form');
  await expect(form).toHaveAttribute('data-hydrated');
  await expect(form.getByRole('combobox', { name: t.systemLabel })).toHaveValue(hybrid);

  // An address no account has: refused by field, in German.
  await form.getByLabel(t.email).fill(`nobody.${stamp()}@example.com`);
  await form.getByRole('button', { name: t.grant }).click();
  await expect(form.getByText(t.noAccount)).toBeVisible();
  await expect(form.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(t.email).fill(installerEmail);
  const permissions = form.getByRole('group', { name: t.permissions });
  await permissions.getByRole('checkbox', { name: t.control }).check();
  await form.getByRole('button', { name: t.grant }).click();
  await expect(
    section.getByRole('status').filter({
      hasText: t.granted.replace('{email}', installerEmail).replace('{serial}', hybrid),
    }),
  ).toBeVisible();
  const consent = section.locator('li li').filter({ hasText: installerEmail });
  await expect(consent).toContainText(`${t.mayControl}: ${t.yes}`);
  await expect(form.getByLabel(t.email)).toHaveValue('');
  expect(await violationsOn(page, '#systemAccess')).toEqual([]);

  // Listed after a new load too, then withdrawn: focus goes back to the system.
  await page.reload();
  await expect(section.locator('form')).toHaveAttribute('data-hydrated');
  const revoke = section.getByRole('button', {
    name: t.revokeFor.replace('{email}', installerEmail).replace('{serial}', hybrid),
  });
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: t.revokedNotice })).toBeVisible();
  await expect(system).toBeFocused();
  await expect(section).toContainText(t.none);
  await expect(section.locator('li li').filter({ hasText: installerEmail })).toHaveCount(0);
  await owner.context.close();
});
