import { expect, test, type Page } from '@playwright/test';
import { violationsOn } from './support/axe';
import { expectSameDocument, expectServerIgnoresQuery, markDocument } from './support/url-filter';

// Explore: news and blog in the visitor's language, expo and activity tabs computed from
// the dates in the site's time zone (the seed places its events around the day it runs).
const SITE_TIME_ZONE = 'Europe/Berlin';
const statuses = ['upcoming', 'ongoing', 'finished'] as const;
type Status = (typeof statuses)[number];

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const format = (locale: string, day: string, weekday = false) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday ? { weekday: 'long' as const } : {}),
    timeZone: SITE_TIME_ZONE,
  }).format(noonOf(day));
const todayInBerlin = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLdOf = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as JsonLd));

function statusOf(event: JsonLd, today: string): Status {
  if (String(event.startDate) > today) return 'upcoming';
  if (String(event.endDate) < today) return 'finished';
  return 'ongoing';
}

test.describe('news and blog', () => {
  test('the German news list shows German items, newest first, with German dates', async ({
    page,
  }) => {
    const response = await page.goto('/de/explore/news');
    expect(response?.status()).toBe(200);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const times = page.locator('main article time');
    const days = await times.evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(days).toEqual([...days].sort().reverse());
    for (const [index, day] of days.entries()) {
      await expect(times.nth(index)).toHaveText(format('de-DE', day));
    }
    await expect(page.locator('main')).not.toContainText(
      /January|February|March|April|June|July|August|October|December/,
    );
    await expect(cards.first().locator('img')).toBeVisible();
  });

  test('a news detail has its rich-text body and a NewsArticle', async ({ page, baseURL }) => {
    await page.goto('/de/explore/news');
    const link = page.locator('main article h3 a').first();
    const title = (await link.textContent())?.trim();
    await link.click();
    await expect(page).toHaveURL(/\/de\/explore\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    const article = (await jsonLdOf(page)).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: title,
      inLanguage: 'de-DE',
      publisher: { '@type': 'Organization', name: 'Voltara' },
    });
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((article?.image as string[])[0]).toMatch(new RegExp(`^${baseURL}/`));
    await expect(page.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
      'href',
      '/de/explore/news',
    );
  });

  test('a blog article is a BlogPosting, an unknown blog slug is a 404', async ({
    page,
    request,
  }) => {
    await page.goto('/explore/blog');
    await page.locator('main article h3 a').first().click();
    // A client-side navigation: read the article's JSON-LD once the article has rendered.
    await expect(page).toHaveURL(/\/explore\/blog\/[a-z0-9-]+$/);
    await page.locator('main article h1').first().waitFor();
    expect((await jsonLdOf(page)).some((d) => d['@type'] === 'BlogPosting')).toBe(true);
    expect((await request.get('/explore/blog/no-such-article')).status()).toBe(404);
    expect((await request.get('/de/explore/blog/no-such-article')).status()).toBe(404);
  });
  test('a news id too large for the database is a 404, not an error', async ({ request }) => {
    expect((await request.get('/explore/news/9999999999')).status()).toBe(404);
  });
});

test.describe('expo and activity tabs', () => {
  const tabs = (page: Page) =>
    page.getByRole('navigation', {
      name: /Events by status|Veranstaltungen nach Status|按状态查看活动/,
    });
  /** The tab panels shown: one once the page has applied the URL's ?status=. */
  const panels = (page: Page) => page.locator('main section[aria-labelledby^="events-heading-"]');
  const applied = (page: Page) => expect(panels(page)).toHaveCount(1);

  for (const status of statuses) {
    test(`a shared ?status=${status} link shows the ${status} expos`, async ({ page }) => {
      const response = await page.goto(`/explore/expo?status=${status}`);
      expect(response?.status()).toBe(200);
      await applied(page);
      await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(tabs(page).locator('[aria-current="page"]')).toContainText(
        { upcoming: 'Upcoming', ongoing: 'Ongoing', finished: 'Finished' }[status],
      );
      const events = (await jsonLdOf(page)).filter((d) => d['@type'] === 'Event');
      expect(events.length, `${status} expos`).toBeGreaterThan(0);
      const today = todayInBerlin();
      for (const event of events) {
        expect(statusOf(event, today), String(event.name)).toBe(status);
        expect(event).toMatchObject({
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place' },
        });
      }
      await expect(page.locator('main article h4')).toHaveCount(events.length);
      await expect(page.locator('main').getByRole('status')).toHaveText(
        `${events.length} ${events.length === 1 ? 'event' : 'events'}`,
      );
    });
  }

  test('?status=bogus or a repeated status falls back to upcoming without an error', async ({
    page,
  }) => {
    for (const query of ['status=bogus', 'status=upcoming&status=finished']) {
      const response = await page.goto(`/explore/expo?${query}`);
      expect(response?.status()).toBe(200);
      await applied(page);
      const active = tabs(page).locator('[aria-current="page"]');
      await expect(active).toHaveAttribute('href', '/explore/expo');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Upcoming trade shows' }),
      ).toBeVisible();
    }
  });

  test('a tab updates the list, the count and the URL without a reload', async ({ page }) => {
    await page.goto('/de/explore/activity');
    await applied(page);
    await markDocument(page);
    const finished = tabs(page).getByRole('link', { name: /Beendet/ });
    await finished.click();
    await expect(page).toHaveURL(/\/de\/explore\/activity\?status=finished$/);
    await expect(finished).toHaveAttribute('aria-current', 'page');
    await applied(page);
    await expect(panels(page).getByRole('heading', { level: 2 })).toHaveText(
      'Vergangene Veranstaltungen',
    );
    await expect(page.locator('main').getByRole('status')).toHaveText(/^\d+ Veranstaltung(en)?$/);
    await expectSameDocument(page);
    expect(await violationsOn(page)).toEqual([]);
  });

  test('weekday labels are translated on /de/explore/activity', async ({ page }) => {
    let headings = 0;
    for (const status of statuses) {
      await page.goto(`/de/explore/activity?status=${status}`);
      await applied(page);
      await expect(tabs(page).locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        status === 'upcoming' ? '/de/explore/activity' : `/de/explore/activity?status=${status}`,
      );
      const days = page.locator('main h3 time');
      const count = await days.count();
      headings += count;
      for (let index = 0; index < count; index++) {
        const day = (await days.nth(index).getAttribute('datetime'))!;
        await expect(days.nth(index)).toHaveText(format('de-DE', day, true));
        await expect(days.nth(index)).toHaveText(
          /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /,
        );
      }
    }
    expect(headings).toBeGreaterThan(0);
  });

  test('the day list is grouped by start day in Chinese on /cn', async ({ page }) => {
    await page.goto('/cn/explore/expo?status=finished');
    await applied(page);
    await expect(panels(page).getByRole('heading', { level: 2 })).toHaveText('往期展会');
    await expect(page.locator('main h3 time').first()).toHaveText(
      /年.*月.*日星期[一二三四五六日]$/,
    );
  });

  test('the server sends every tab for every query', async ({ request }) => {
    const main = await expectServerIgnoresQuery(request, '/explore/expo', [
      '/explore/expo?status=finished',
      '/explore/expo?status=bogus&status=ongoing',
    ]);
    expect(main.match(/<section aria-labelledby="events-heading-/g)).toHaveLength(3);
    await expectServerIgnoresQuery(request, '/de/explore/activity', [
      '/de/explore/activity?status=ongoing',
    ]);
  });
});

test.describe('tabs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tabs are links to the shareable URL, where every tab shows', async ({ page }) => {
    await page.goto('/de/explore/expo');
    const tabs = page.getByRole('navigation', { name: 'Veranstaltungen nach Status' });
    await tabs.getByRole('link', { name: /Beendet/ }).click();
    await expect(page).toHaveURL(/\/de\/explore\/expo\?status=finished$/);
    for (const heading of ['Kommende Messen', 'Messen, die gerade laufen', 'Vergangene Messen']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });
});
