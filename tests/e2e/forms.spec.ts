import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

// The contact, newsletter and installer application forms, in English and German.
// The server mails through the SMTP server the e2e setup starts (tests/e2e/support/mail.ts);
// requests come from SITE_URL's origin (http://127.0.0.1:3100), so the Origin check passes.
// Expected texts are the messages the site ships; their English wording is checked against
// the requirements (Forms, Messages) in tests/unit/forms/mail-templates.test.ts.

type Texts = Record<
  'fields' | 'errors' | 'apply' | 'userTypes' | 'contact' | 'newsletter' | 'installer',
  Record<string, string>
>;
// Playwright runs from the repository root (where playwright.config.ts is).
const messages = (tag: string): Texts =>
  JSON.parse(readFileSync(path.resolve('messages/forms', `${tag}.json`), 'utf8')).Forms;

const variants = [
  { prefix: '', t: messages('en-US'), countries: { de: 'Germany', at: 'Austria', it: 'Italy' } },
  {
    prefix: '/de',
    t: messages('de-DE'),
    countries: { de: 'Deutschland', at: 'Österreich', it: 'Italien' },
  },
];

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The form holding the given submit button; usable once hydrated (the button is enabled). */
async function formWith(scope: Page | Locator, submit: string): Promise<Locator> {
  // `has` takes a locator relative to each form, so it is built from the page, not the scope.
  const page = 'page' in scope ? scope.page() : scope;
  const form = scope
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) });
  await expect(form.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  return form;
}

for (const { prefix, t, countries } of variants) {
  test.describe(`contact form at ${prefix}/contact-us`, () => {
    test('shows the translated message of every empty field and focuses the first', async ({
      page,
    }) => {
      await page.goto(`${prefix}/contact-us`);
      const form = await formWith(page, t.contact.submit!);
      await form.getByRole('button', { name: t.contact.submit }).click();

      for (const key of ['name', 'country', 'email', 'telephone', 'company', 'message']) {
        await expect(form.getByText(t.errors[`${key}Required`]!, { exact: true })).toBeVisible();
      }
      const name = textbox(form, t.fields.name!);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(t.errors.nameRequired!);
    });

    test('refuses a malformed email, then submits and shows the success message', async ({
      page,
    }) => {
      await page.goto(`${prefix}/contact-us`);
      const form = await formWith(page, t.contact.submit!);
      const email = textbox(form, t.fields.email!);
      await textbox(form, t.fields.name!).fill('Anna Schmidt');
      await form.getByRole('combobox', { name: t.fields.country }).selectOption({
        label: countries.de,
      });
      await email.fill('anna@');
      await textbox(form, t.fields.telephone!).fill('+49 30 1234567');
      await textbox(form, t.fields.company!).fill('Sonnen Dach GmbH');
      await textbox(form, t.fields.message!).fill('Wir planen 40 Anlagen.');
      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(form.getByText(t.errors.emailInvalid!)).toBeVisible();
      await expect(email).toBeFocused();

      await email.fill(unique('anna'));
      await expect(form.getByText(t.errors.emailInvalid!)).toBeHidden();
      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(form.getByRole('status')).toHaveText(t.contact.success!);
      // Emptied for a next question.
      await expect(textbox(form, t.fields.name!)).toHaveValue('');
    });
  });

  test(`newsletter in the footer at ${prefix || '/'}: errors, success, already subscribed`, async ({
    page,
  }) => {
    await page.goto(prefix || '/');
    // The form loads on demand: when the visitor comes near it (or first interacts).
    const section = page.locator('section#newsletter');
    await section.scrollIntoViewIfNeeded();
    const form = await formWith(section, t.newsletter.submit!);
    const submit = form.getByRole('button', { name: t.newsletter.submit });
    await submit.click();
    await expect(form.getByText(t.errors.emailRequired!, { exact: true })).toBeVisible();
    await expect(form.getByText(t.errors.consentRequired!)).toBeVisible();
    await expect(textbox(form, t.fields.email!)).toBeFocused();

    await textbox(form, t.fields.email!).fill('max@@example');
    await submit.click();
    await expect(form.getByText(t.errors.emailInvalid!)).toBeVisible();

    const address = unique('max');
    const subscribe = async () => {
      await textbox(form, t.fields.email!).fill(address);
      await textbox(form, t.fields.name!).fill('Max Muster');
      await form.getByRole('combobox', { name: t.fields.country }).selectOption({
        label: countries.at,
      });
      await form.getByRole('combobox', { name: t.fields.userType }).selectOption({
        label: t.userTypes.installer,
      });
      await form.getByRole('checkbox').check();
      await submit.click();
    };
    await subscribe();
    await expect(form.getByRole('status')).toContainText(t.newsletter.success!);
    await subscribe();
    await expect(form.getByRole('alert')).toHaveText(t.newsletter.alreadySubscribed!);
  });

  test(`installer application at ${prefix}/installer: "Please fill in", then success`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/installer`);
    // The form's code loads when the visitor gets near it, as they do by scrolling.
    await page.locator('#apply').scrollIntoViewIfNeeded();
    const form = await formWith(page.locator('#apply'), t.installer.submit!);
    const submit = form.getByRole('button', { name: t.installer.submit });
    await submit.click();
    // Ten required fields at least (eleven while a session can be chosen).
    await expect(form.getByText(t.errors.pleaseFillIn!, { exact: true })).not.toHaveCount(0);
    expect(await form.getByText(t.errors.pleaseFillIn!, { exact: true }).count()).toBeGreaterThan(
      9,
    );
    await expect(textbox(form, t.fields.firstName!)).toBeFocused();

    const fill = async (field: string, value: string) =>
      textbox(form, t.fields[field]!).fill(value);
    await fill('firstName', 'Luca');
    await fill('lastName', 'Rossi');
    await fill('jobTitle', 'Installer');
    await fill('companyName', 'Energia Srl');
    await fill('email', 'luca@');
    await fill('companyPhone', '+39 02 1234 5678');
    await fill('address', 'Via Roma 1');
    await fill('city', 'Milano');
    await form.getByRole('combobox', { name: t.fields.country }).selectOption({
      label: countries.it,
    });
    await fill('zip', '20100');
    await form.getByRole('checkbox').check();
    // Yes with the first upcoming session when there is one, else "no, contact me later".
    const yes = form.getByRole('radio', { name: t.apply.yes, exact: true });
    if (await yes.isEnabled()) {
      await yes.check();
      await form.getByRole('combobox', { name: t.fields.training }).selectOption({ index: 1 });
    } else {
      await form.getByRole('radio', { name: t.apply.no }).check();
    }

    await submit.click();
    await expect(form.getByText(t.errors.emailInvalid!)).toBeVisible();
    await fill('email', unique('luca'));
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(t.installer.success!);
  });
}

test('the contact form can be completed with the keyboard only', async ({ page }) => {
  const { t } = variants[0]!;
  await page.goto('/contact-us');
  const form = await formWith(page, t.contact.submit!);
  const name = textbox(form, t.fields.name!);
  const submit = form.getByRole('button', { name: t.contact.submit });
  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 30 && !(await isFocused(name)); i++) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();

  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  const country = form.getByRole('combobox', { name: t.fields.country });
  await expect(country).toBeFocused();
  await page.keyboard.type('Netherlands');
  await expect(country).toHaveValue('NL');
  for (const value of [unique('kim'), '+31 20 123 4567', 'Keyboard BV', 'Sent without a mouse.']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await expect(textbox(form, t.fields.message!)).toHaveValue('Sent without a mouse.');

  // On past the privacy policy link to the button; the honeypot is never reached.
  for (let i = 0; i < 5 && !(await isFocused(submit)); i++) {
    await page.keyboard.press('Tab');
    await expect(form.locator('input[name="website"]')).not.toBeFocused();
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(t.contact.success!);
});

test('a newsletter link that is not valid ends on a translated result page', async ({ page }) => {
  await page.goto('/api/newsletter/confirm?token=not-a-real-token-at-all');
  await expect(page).toHaveURL(/\/newsletter\?status=invalid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await page.goto('/de/newsletter?status=unsubscribed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie wurden abgemeldet');
});

test.describe('form API over HTTP', () => {
  const body = {
    name: 'x',
    country: 'DE',
    email: 'x@example.com',
    telephone: '+49 30 1234567',
    company: 'x',
    message: 'x',
  };

  test('refuses a POST without Origin, or with a foreign one, with 403', async ({ request }) => {
    const missing = await request.post('/api/contact', { data: body });
    expect(missing.status()).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 403 });
    const foreign = await request.post('/api/contact', {
      data: body,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
  });

  test('answers malformed bodies with a 4xx and a message, never a 500', async ({
    request,
    baseURL,
  }) => {
    const headers = { Origin: baseURL!, 'Content-Type': 'application/json' };
    for (const data of ['{', '[]', JSON.stringify({ ...body, message: 'x'.repeat(1 << 20) })]) {
      const res = await request.post('/api/newsletter', { data, headers });
      expect(res.status(), data.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status(), data.slice(0, 20)).toBeLessThan(500);
      expect((await res.json()).message).toBeTruthy();
    }
  });
});

test.describe('contact blocks on product and solution pages', () => {
  for (const { prefix, t } of variants) {
    test(`at ${prefix}/products/power-conversion-system the contact button scrolls to the block and focuses it`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/products/power-conversion-system`);
      const block = page.locator('#contact');
      const heading = block.getByRole('heading', { name: t.contact.heading });
      // The block's form is not loaded with the page: it costs nothing until it is wanted.
      await expect(heading).toBeAttached();
      await expect(block.locator('form')).toHaveCount(0);
      await expect(heading).not.toBeInViewport();

      await page.locator('main header a[href$="#contact"]').click();
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      const form = await formWith(block, t.contact.submit!);
      await expect(textbox(form, t.fields.name!)).toBeVisible();
    });
  }

  test('a solution page ends with the contact form, which posts like the contact page', async ({
    page,
  }) => {
    const { t } = variants[1]!;
    await page.goto('/de/solutions/utility-ess');
    await page.locator('main a[href$="/de/solutions/utility-ess#contact"]').click();
    const block = page.locator('#contact');
    await expect(block.getByRole('heading', { name: t.contact.heading })).toBeFocused();
    const form = await formWith(block, t.contact.submit!);
    await textbox(form, t.fields.name!).fill('Jonas Netz');
    await form.getByRole('combobox', { name: t.fields.country }).selectOption('DE');
    await textbox(form, t.fields.email!).fill(unique('jonas'));
    await textbox(form, t.fields.telephone!).fill('+49 89 555 0101');
    await textbox(form, t.fields.company!).fill('Stadtwerke Beispiel');
    await textbox(form, t.fields.message!).fill('Wir planen 20 MWh am Umspannwerk.');
    await form.getByRole('button', { name: t.contact.submit }).click();
    await expect(form.getByRole('status')).toHaveText(t.contact.success!);
  });
});

test('the footer newsletter form loads at the first key press, before a keyboard user reaches it', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('section#newsletter');
  await expect(section.locator('form')).toHaveCount(0);
  // A key press before hydration has no listener yet: press again, as a person would.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(section.locator('form')).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
});
