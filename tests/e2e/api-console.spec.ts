import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type en from '../../messages/account/en-US.json';
import { violationsOn } from './support/axe';
import { roleState } from './support/roles';

// The API console in the personal center (docs/requirements.md, Open API platform): a customer
// comes from the Open API page, makes a sandbox key, sees it once, finds only its hint in the
// list, and revokes it; the form's refusals are said in the page's language (German here).
type Texts = (typeof en)['Account']['center']['apiKeys'];
const texts = (tag: string): Texts =>
  JSON.parse(readFileSync(path.resolve('messages/account', `${tag}.json`), 'utf8')).Account.center
    .apiKeys;

test.use({ storageState: roleState('customer') });

test('a customer makes a sandbox key, sees it once, and revokes it (de)', async ({ page }) => {
  const t = texts('de-DE');
  const name = `Dashboard ${Date.now()}`;
  // From the Open API page, as a developer would come.
  const platform = JSON.parse(readFileSync(path.resolve('messages/platforms/de-DE.json'), 'utf8'))
    .Platforms.openApi.steps as { sandboxLink: string };
  await page.goto('/de/platform/open-api');
  await page.getByRole('link', { name: platform.sandboxLink }).click();
  await expect(page).toHaveURL(/\/de\/personal-center#apiKeys$/);
  const section = page.locator('#apiKeys');
  // The key form (the section also holds the application for live access).
  const form = section
    .locator('form')
    .filter({ has: page.getByRole('button', { name: t.create }) });
  await expect(form).toHaveAttribute('data-hydrated');

  // Refused by field: no name, no scope.
  await form.getByLabel(t.scopeSystems).uncheck();
  await form.getByRole('button', { name: t.create }).click();
  await expect(form.getByText(t.nameError)).toBeVisible();
  await expect(form.getByText(t.scopesError)).toBeVisible();

  await form.getByLabel(t.name).fill(name);
  await form.getByLabel(t.scopeTelemetry).check();
  await form.getByLabel(t.lifetime).selectOption('30');
  await form.getByRole('button', { name: t.create }).click();
  const shown = section.getByLabel(t.newKeyLabel);
  await expect(shown).toHaveValue(/^vlt_sandbox_[0-9A-Za-z]{38}$/);
  const key = await shown.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: t.copy }).click();
  await expect(section.getByText(t.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const item = section.locator('li').filter({ hasText: name });
  await expect(item).toContainText(`vlt_sandbox_…${key.slice(-4)}`);
  await expect(item).toContainText(t.scopeTelemetry);
  await expect(item).toContainText(t.active);
  expect(await violationsOn(page, '#apiKeys')).toEqual([]);

  // Shown once: a new load lists the hint and never the key.
  await page.reload();
  await expect(section.locator('li').filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(key);
  await expect(section.getByLabel(t.newKeyLabel)).toHaveCount(0);

  await section.getByRole('button', { name: t.revokeKey.replace('{name}', name) }).click();
  await expect(section.getByRole('status').filter({ hasText: t.revokedNotice })).toBeVisible();
  await expect(section.locator('li').filter({ hasText: name })).toContainText(t.revoked);
});
