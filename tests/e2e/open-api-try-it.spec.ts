import { expect, test } from '@playwright/test';
import type enAccount from '../../messages/account/en-US.json';
import type enOpenApi from '../../messages/open-api/en-US.json';
import { violationsOn } from './support/axe';
import { messagesOf, newVisitor, stamp } from './support/console';
import { signUpOwner } from './support/warranty';

// The reference's try-it console end to end (docs/api.md, Open API), in English and Chinese: a
// visitor is asked to sign in; a new account makes a sandbox key in the API console, then reads a
// simulated system's telemetry and sets its mode from the reference, the key chosen by name and
// never on the page.

type TryItTexts = (typeof enOpenApi)['OpenApi']['reference']['tryIt'];
type KeyTexts = (typeof enAccount)['Account']['center']['apiKeys'];

const variants = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/cn', tag: 'zh-CN' },
] as const;

for (const { prefix, tag } of variants) {
  test(`a new developer tries the API with a sandbox key from the reference (${tag})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL!;
    const t = messagesOf<typeof enOpenApi>('open-api', tag).OpenApi.reference.tryIt as TryItTexts;
    const k = messagesOf<typeof enAccount>('account', tag).Account.center.apiKeys as KeyTexts;
    const telemetry = `${prefix}/platform/open-api/reference/getTelemetry`;

    // Signed out: the console asks to sign in.
    const visitor = await newVisitor(browser, origin);
    await visitor.page.goto(telemetry);
    await expect(
      visitor.page.locator('#try-it').getByRole('link', { name: t.signInLink }),
    ).toBeVisible();
    await visitor.context.close();

    // Signed up, with a sandbox key made in the API console.
    const developer = await newVisitor(browser, origin);
    await signUpOwner(developer.context.request, origin, `try.${stamp()}@example.com`);
    const page = developer.page;
    await page.goto(`${prefix}/personal-center#apiKeys`);
    const form = page
      .locator('#apiKeys form')
      .filter({ has: page.getByRole('button', { name: k.create }) });
    await expect(form).toHaveAttribute('data-hydrated');
    const name = `Try ${stamp()}`;
    await form.getByLabel(k.name).fill(name);
    await form.getByLabel(k.scopeTelemetry).check();
    await form.getByLabel(k.scopeControl).check();
    await form.getByRole('button', { name: k.create }).click();
    const key = await page.locator('#apiKeys').getByLabel(k.newKeyLabel).inputValue();
    expect(key).toMatch(/^vlt_sandbox_/);

    // The reference: the key by name, a system of the account, the example's range.
    await page.goto(telemetry);
    const tryIt = page.locator('#try-it');
    await expect(tryIt.locator('[data-hydrated]')).toBeVisible();
    await expect(tryIt.getByLabel(t.key)).toContainText(name);
    await expect(tryIt.getByLabel(t.system)).toHaveValue(/^SBX-/);
    await tryIt.getByRole('button', { name: t.send }).click();
    await expect(tryIt.getByTestId('try-it-status')).toHaveText('200');
    await expect(tryIt.getByLabel(t.response)).toContainText('"socPct"');
    await expect(tryIt).toContainText('ratelimit-policy');
    expect(await page.content()).not.toContain(key);
    expect(await violationsOn(page, '#try-it')).toEqual([]);

    // A change with the sandbox key: the answer says when the mode takes effect.
    await page.goto(`${prefix}/platform/open-api/reference/setMode`);
    await expect(tryIt.locator('[data-hydrated]')).toBeVisible();
    await tryIt.getByLabel(t.body).fill('{"mode":{"kind":"backup","reservePct":150}}');
    await tryIt.getByRole('button', { name: t.send }).click();
    await expect(tryIt.getByTestId('try-it-status')).toHaveText('400');
    await tryIt.getByLabel(t.body).fill('{"mode":{"kind":"backup","reservePct":60}}');
    await tryIt.getByRole('button', { name: t.send }).click();
    await expect(tryIt.getByTestId('try-it-status')).toHaveText('200');
    await expect(tryIt.getByLabel(t.response)).toContainText('"effectiveFrom"');
    await developer.context.close();
  });
}
