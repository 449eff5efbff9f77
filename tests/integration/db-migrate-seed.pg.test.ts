import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/server/db/open';
import { i18nConfig, news, products } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import type { DbConfig, DbHandle } from '@/lib/server/db/types';
import {
  createTestDatabase,
  FIRST_OPEN_TIMEOUT_MS,
  removeTestDirs,
  testDriver,
} from '../support/db';

describe(`migrations and seed (${testDriver})`, { timeout: FIRST_OPEN_TIMEOUT_MS }, () => {
  let config: DbConfig;
  let handle: DbHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    removeTestDirs();
  });

  it('applies the migrations and seeds all seven languages on first start', async () => {
    // Not the run's template (tests/support/db-template.ts): this is the path a real first start
    // takes, and the one the template itself is made by.
    config = await createTestDatabase('migrate', { persistent: true, empty: true });
    handle = await openDb(config);
    expect(handle.driver).toBe(testDriver);

    const rows = await handle.db.select().from(news);
    // 6 articles × 7 languages + the English draft 99.
    expect(rows).toHaveLength(43);
    expect(new Set(rows.map((r) => r.websiteId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(rows.filter((r) => !r.state).map((r) => r.id)).toEqual([99]);
    // Dates travel as plain YYYY-MM-DD strings on both drivers (no time-zone shifts).
    expect(rows.find((r) => r.id === 1)?.publishedOn).toBe('2026-10-14');
    // The minimum catalogue (requirements: Content): at least 10 products, each in all seven
    // languages.
    expect(await handle.db.$count(products)).toBe(13 * 7);
    expect(await handle.db.$count(i18nConfig)).toBe(28);
  });

  it('does not seed again when the database is started a second time', async () => {
    await handle?.close();
    handle = await openDb(config);
    expect(await handle.db.$count(news)).toBe(43);
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await handle.db.$count(news)).toBe(43);
  });
});
