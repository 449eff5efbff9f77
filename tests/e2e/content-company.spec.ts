import { expect, test } from '@playwright/test';
import { publicPath, variants } from './support/routes';

// Company pages, the installer program and the policies.

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

/** Today's date (YYYY-MM-DD) in the site's time zone, as the installer page reads it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

test.describe('installer program', () => {
  // One load of /installer for what it shows; each check is a step of its own in the report.
  test('/installer: the certifications, the upcoming trainings, the apply section', async ({
    page,
  }) => {
    await page.goto('/installer');
    await test.step('lists the three certifications', async () => {
      const certifications = page.locator('#certifications');
      for (const name of ['Sales certification', 'Technical certification', 'Certified partner']) {
        await expect(
          certifications.getByRole('heading', { level: 3, name, exact: true }),
        ).toBeVisible();
      }
      await expect(certifications).toContainText('Certificates belong to the person');
    });

    await test.step('lists upcoming trainings, soonest first, with durations in hours and minutes', async () => {
      const sessions = page.locator('#trainings li');
      expect(await sessions.count()).toBeGreaterThan(0);
      const dates = await sessions
        .locator('time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
      for (const date of dates) expect(date > today, `${date} is after ${today}`).toBe(true);
      expect(dates).toEqual([...dates].sort());
      for (const text of await sessions.allInnerTexts()) {
        expect(text).toMatch(/\b\d+ h(?: \d+ min)?\b|\b\d+ min\b/);
        expect(text).toMatch(/\d+ seats?/);
      }
    });

    await test.step('ends with the apply section that the application form goes into', async () => {
      const apply = page.locator('section#apply');
      await expect(apply).toHaveAttribute('aria-labelledby', 'apply-heading');
      await expect(apply.getByRole('heading', { level: 2 })).toHaveText('Apply for training');
    });
  });

  test('writes durations and languages in German on /de', async ({ page }) => {
    await page.goto('/de/installer');
    const first = page.locator('#trainings li').first();
    await expect(first).toContainText(/\d+ (Std\.|Min\.)/);
    await expect(first).toContainText(/Englisch|Deutsch|Französisch|Italienisch|Niederländisch/);
  });
});

test.describe('cookie policy', () => {
  const categories = {
    en: ['Necessary', 'Preference', 'Statistics', 'Marketing'],
    de: ['Notwendig', 'Präferenzen', 'Statistik', 'Marketing'],
  };

  for (const [code, names] of Object.entries(categories)) {
    test(`lists the four consent categories in ${code}`, async ({ page }) => {
      await page.goto(publicPath(code === 'en' ? '' : `/${code}`, '/document/cookies-policy'));
      const items = page.locator('#categories li');
      await expect(items).toHaveCount(4);
      for (const [index, name] of names.entries()) {
        await expect(items.nth(index)).toContainText(name);
      }
      const table = page.locator('#cookies table');
      for (const cookie of ['NEXT_LOCALE', 'official_lang_cache@v1']) {
        await expect(table).toContainText(cookie);
      }
    });
  }

  test('every policy has a table of contents whose links reach its sections', async ({
    request,
  }) => {
    const policies = [
      '/document/cookies-policy',
      '/document/privacy-policy',
      '/document/service-agreement',
      '/document/vulnerability-disclosure-policy',
    ];
    for (const variant of variants) {
      for (const policy of policies) {
        const path = publicPath(variant.prefix, policy);
        const html = await (await request.get(path)).text();
        const toc = html.match(/<nav aria-labelledby="toc-heading">([\s\S]*?)<\/nav>/)?.[1] ?? '';
        const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
        expect(targets.length, path).toBeGreaterThanOrEqual(5);
        for (const id of targets) expect(html, `${path} #${id}`).toContain(`<section id="${id}"`);
        expect(html, path).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
      }
    }
  });
});

test('the page under maintenance shows the Chinese maintenance text and a way home', async ({
  page,
}) => {
  await page.goto('/cn/page-under-maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面维护中');
  await expect(page.locator('main')).toContainText('页面维护中，敬请期待。');
  await expect(page.locator('main').getByRole('link', { name: '返回首页' })).toHaveAttribute(
    'href',
    '/cn',
  );
});

test.describe('app download hint inside an in-app browser', () => {
  test.describe('with a WeChat user agent', () => {
    test.use({ userAgent: WECHAT_UA });

    test('asks to open the page in an external browser', async ({ page }) => {
      await page.goto('/app-download');
      await expect(
        page.getByRole('heading', { name: 'Open this page in your external browser' }),
      ).toBeVisible();
    });

    test('asks it in the page language', async ({ page }) => {
      await page.goto('/cn/app-download');
      await expect(page.getByRole('heading', { name: '请在外部浏览器中打开本页面' })).toBeVisible();
    });
  });

  test('stays hidden in a normal browser', async ({ page }) => {
    await page.goto('/app-download');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Our apps', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Open this page in your external browser' }),
    ).toHaveCount(0);
  });
});
