import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sliderPuzzle, solveSliderByDrag, solveSliderByKeyboard } from './support/captcha';
import { codeMailedTo } from './support/mail';
import type en from '../../messages/account/en-US.json';
import { violationsOn } from './support/axe';

// Accounts, end to end in English and Chinese: sign up with the code the server mails
// (read from the SMTP server of tests/e2e/support/mail.ts) → sign out → login → personal center
// → recover the password → login with the new one. The slider puzzle is solved by dragging,
// and once (English login) with the keyboard only. Texts are the messages the site ships.

type Messages = (typeof en)['Account'];
const account = (tag: string): Messages =>
  JSON.parse(readFileSync(path.resolve('messages/account', `${tag}.json`), 'utf8')).Account;

const variants = [
  { prefix: '', tag: 'en-US', keyboardLogin: true },
  { prefix: '/cn', tag: 'zh-CN', keyboardLogin: false },
];

const PASSWORD = 'Sunny-Day42';
const NEW_PASSWORD = 'Brand-New7x';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The form with this submit button, once hydrated (the button is enabled). */
async function formWith(page: Page, submit: string): Promise<Locator> {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) });
  await expect(form.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  return form;
}

const fillPassword = (scope: Locator, label: string, value: string) =>
  // By accessible name: the visible label also holds the required-field asterisk.
  scope.getByRole('textbox', { name: label, exact: true }).fill(value);

async function signIn(
  page: Page,
  prefix: string,
  t: Messages,
  {
    identifier,
    password,
    byKeyboard = false,
  }: { identifier: string; password: string; byKeyboard?: boolean },
) {
  await page.goto(`${prefix}/login`);
  const form = await formWith(page, t.signIn.submit);
  await form.getByRole('textbox', { name: t.fields.identifier, exact: true }).fill(identifier);
  await fillPassword(form, t.fields.password, password);
  await form.getByRole('textbox', { name: t.fields.password, exact: true }).focus();
  const puzzle = sliderPuzzle(form);
  if (byKeyboard) {
    // Keyboard only: from the password field, Tab on (past the links and the refresh button)
    // until the slider has the focus.
    await expect(puzzle).toHaveAttribute('data-phase', 'ready');
    const slider = puzzle.getByRole('slider');
    for (let i = 0; i < 8 && !(await slider.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(slider).toBeFocused();
    await solveSliderByKeyboard(page, puzzle);
  } else {
    await solveSliderByDrag(page, puzzle);
  }
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(`${prefix}/personal-center`);
}

for (const { prefix, tag, keyboardLogin } of variants) {
  const t = account(tag);

  test.describe(`accounts at ${prefix || '/'} (${tag})`, () => {
    test('sign up → sign out → login → personal center → recover → login with the new password', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const id = stamp();
      const email = `e2e.${id}@example.com`;
      const username = `e2e${id}`;
      const nickname = `Nick ${id.slice(0, 6)}`;

      // Sign up in the order things happen: step 1 where the code goes, the puzzle,
      // then step 2 with the code read from the mail and the rest of the account.
      await page.goto(`${prefix}/sign-up`);
      const signUp1 = page.locator('form').filter({ hasText: t.signUp.step1 });
      const next = signUp1.getByRole('button', { name: t.signUp.next, exact: true });
      await expect(next).toBeEnabled();
      await signUp1
        .getByRole('combobox', { name: t.fields.country, exact: true })
        .selectOption('DE');
      await signUp1.getByRole('textbox', { name: t.fields.email, exact: true }).fill(email);
      const sentAt = Date.now();
      await next.click();
      await solveSliderByDrag(page, sliderPuzzle(signUp1));
      const signUp = await formWith(page, t.signUp.submit);
      await expect(signUp.getByRole('heading', { name: t.signUp.step2 })).toBeFocused();
      await expect(
        signUp.getByText(t.common.codeSentEmail.replace('{target}', email)),
      ).toBeVisible();
      // The resend countdown runs.
      await expect(signUp.getByRole('button', { name: /\d/ })).toBeDisabled();
      const code = await codeMailedTo(email, sentAt);
      await signUp.getByRole('textbox', { name: t.fields.code, exact: true }).fill(code);
      await signUp.getByRole('textbox', { name: t.fields.username, exact: true }).fill(username);
      await signUp.getByRole('textbox', { name: t.fields.nickname, exact: true }).fill(nickname);
      await fillPassword(signUp, t.fields.password, PASSWORD);
      await fillPassword(signUp, t.fields.confirmPassword, PASSWORD);
      await signUp.getByRole('checkbox').check();
      await signUp.getByRole('button', { name: t.signUp.submit, exact: true }).click();
      await expect(signUp.getByText(t.signUp.success, { exact: true })).toBeVisible();

      // Signed in: the personal center, the nickname in the header.
      await expect(page).toHaveURL(`${prefix}/personal-center`);
      const menu = page.getByRole('button', { name: `${t.menu.label}: ${nickname}` });
      await expect(menu).toBeVisible();

      // Sign out from the header's menu: the login page says so.
      await menu.click();
      await page
        .locator('header')
        .getByRole('button', { name: t.menu.signOut, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?signedOut=1$`));
      await expect(page.getByText(t.menu.signedOut, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `${t.menu.label}: ${nickname}` })).toHaveCount(
        0,
      );

      // Login with the username (keyboard-only puzzle in English).
      await signIn(page, prefix, t, {
        identifier: username,
        password: PASSWORD,
        byKeyboard: keyboardLogin,
      });

      // The personal center: private, not indexed, the owner's data.
      const response = await page.reload();
      expect(response?.headers()['cache-control']).toMatch(/private/);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const main = page.locator('main');
      await expect(main.getByText(t.center.greeting.replace('{name}', nickname))).toBeVisible();
      await expect(main.getByText(email, { exact: true })).toBeVisible();
      await expect(main.getByText(t.center.sessions.current, { exact: true })).toBeVisible();
      // The signed-in page is checked by axe too (the route sweep sees only its redirect).
      expect(await violationsOn(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await main
        .locator('#data')
        .getByRole('link', { name: t.center.data.download, exact: true })
        .click();
      expect((await download).suggestedFilename()).toBe('voltara-account-data.json');

      // Sign out from the personal center, then recover the password in two steps.
      await main.getByRole('button', { name: t.menu.signOut, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?signedOut=1$`));
      await page.getByRole('link', { name: t.signIn.forgotPassword, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/retrieve-password`);
      const step1 = page.locator('form').filter({ hasText: t.recover.step1 });
      await step1.getByRole('textbox', { name: t.fields.email, exact: true }).fill(email);
      const recoverAt = Date.now();
      await step1.getByRole('button', { name: t.recover.next, exact: true }).click();
      await solveSliderByDrag(page, sliderPuzzle(step1));
      const step2 = await formWith(page, t.recover.submit);
      await expect(step2.getByRole('heading', { name: t.recover.step2 })).toBeFocused();
      await expect(
        step2.getByRole('button', { name: t.recover.previous, exact: true }),
      ).toBeVisible();
      const recoveryCode = await codeMailedTo(email, recoverAt);
      await step2.getByRole('textbox', { name: t.fields.code, exact: true }).fill(recoveryCode);
      await fillPassword(step2, t.fields.newPassword, NEW_PASSWORD);
      await fillPassword(step2, t.fields.confirmNewPassword, NEW_PASSWORD);
      await step2.getByRole('button', { name: t.recover.submit, exact: true }).click();
      await expect(page.getByText(t.recover.success, { exact: true })).toBeVisible();
      await expect(page.getByText(/\d+\s?(s|秒)/)).toBeVisible();
      await expect(page).toHaveURL(`${prefix}/login`, { timeout: 15_000 });

      // The old password no longer works; the new one does.
      const login = await formWith(page, t.signIn.submit);
      await login.getByRole('textbox', { name: t.fields.identifier, exact: true }).fill(email);
      await fillPassword(login, t.fields.password, PASSWORD);
      await solveSliderByDrag(page, sliderPuzzle(login));
      await login.getByRole('checkbox').check();
      await login.getByRole('button', { name: t.signIn.submit, exact: true }).click();
      await expect(login.getByRole('alert')).toHaveText(t.errors.credentialsIncorrect);
      await signIn(page, prefix, t, { identifier: email, password: NEW_PASSWORD });
      await expect(
        page.getByRole('button', { name: `${t.menu.label}: ${nickname}` }),
      ).toBeVisible();
    });

    test('the personal center sends a visitor without a session to the login page', async ({
      page,
    }) => {
      await page.goto(`${prefix}/personal-center`);
      await expect(page).toHaveURL(`${prefix}/login`);
    });

    test('login refuses a wrong password with the required words and asks for a new puzzle', async ({
      page,
    }) => {
      await page.goto(`${prefix}/login`);
      const form = await formWith(page, t.signIn.submit);
      await form
        .getByRole('textbox', { name: t.fields.identifier, exact: true })
        .fill(`nobody${stamp()}`);
      await fillPassword(form, t.fields.password, PASSWORD);
      await form.getByRole('checkbox').check();
      // Without the puzzle nothing is sent.
      await form.getByRole('button', { name: t.signIn.submit, exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(t.signIn.puzzleHint);
      await solveSliderByDrag(page, sliderPuzzle(form));
      await form.getByRole('button', { name: t.signIn.submit, exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(t.errors.credentialsIncorrect);
      await expect(sliderPuzzle(form)).toHaveAttribute('data-phase', 'ready');
    });
  });
}

test.describe('account API doors', () => {
  test('every personal-center route answers 401 without a session', async ({ request }) => {
    for (const route of ['me', 'submissions', 'sessions', 'export']) {
      expect((await request.get(`/api/account/${route}`)).status(), route).toBe(401);
    }
  });

  test('a POST without our Origin is refused, even with a cookie (better-auth skips it under NODE_ENV=test)', async ({
    request,
  }) => {
    const headers = { 'Content-Type': 'application/json', Cookie: 'voltara.session_token=x.y' };
    for (const route of ['/api/account/sign-in', '/api/account/sign-out', '/api/auth/sign-out']) {
      const res = await request.post(route, { headers, data: '{}' });
      expect(res.status(), route).toBe(403);
    }
    const foreign = await request.post('/api/account/sign-in', {
      headers: { ...headers, Origin: 'https://evil.example' },
      data: '{}',
    });
    expect(foreign.status()).toBe(403);
  });
});
