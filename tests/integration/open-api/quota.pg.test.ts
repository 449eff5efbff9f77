import { like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_ONLY_DOMAIN } from '@/lib/server/account/sign-up';
import { getDb } from '@/lib/server/db/client';
import { apiApplications, outbox, users } from '@/lib/server/db/schema';
import { createKey } from '@/lib/server/open-api/keys';
import { countDailyQuota, DAILY_QUOTA, setQuotaLimiters } from '@/lib/server/open-api/quota';
import { queueQuotaWarning, quotaWarningRef } from '@/lib/server/open-api/quota-mail';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';

// The daily quota of a key (docs/decisions/open-api-usage.md): counted with the limiters, 429
// past it, and one mail to the owner at 80 %, once per key and UTC day even when several
// instances see the crossing at once (PostgreSQL: the advisory lock around the outbox check).

const now = new Date('2026-12-01T22:00:00Z');
const DAY_S = 24 * 60 * 60;

let n = 0;
async function newKey(user: { country?: string | null; email?: string } = {}) {
  n += 1;
  const db = await getDb();
  const id = `quota${n}`;
  const email = user.email ?? `${id}@quota.test`;
  await db.insert(users).values({ id, name: id, email, country: user.country ?? null });
  const { view } = await createKey(db, {
    userId: id,
    name: `Fleet tool ${n}`,
    environment: 'sandbox',
    scopes: ['systems:read'],
  });
  return { id: view.id, hint: view.hint, userId: id, email };
}

const mailsOf = async (keyId: number) =>
  (await getDb())
    .select()
    .from(outbox)
    .where(like(outbox.ref, `api-quota:${keyId}:%`));

describe(`the daily quota of a key (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('open_api_quota'), 120_000);
  beforeEach(async () => {
    // A quota of 10 a day for sandbox keys, 100 for live ones; a prefix of this suite's own.
    const keyPrefix = `quota-test:${Math.random().toString(36).slice(2)}`;
    await setQuotaLimiters(
      createFormLimiters({
        keyPrefix,
        perIp: { points: 10, duration: DAY_S },
        perEmail: { points: 100, duration: DAY_S },
      }),
    );
  });

  it('counts requests, mails the owner once at 80 %, and refuses past 100 % until midnight UTC', async () => {
    const key = await newKey({ country: 'DE' });
    const seen = [];
    for (let i = 1; i <= 12; i++) seen.push(await countDailyQuota(key.id, 'sandbox', { now }));
    expect(seen.map((q) => q.used)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(seen.map((q) => q.exceeded)).toEqual([...Array(10).fill(false), true, true]);
    expect(seen[0]).toMatchObject({ limit: 10, retryAfter: 2 * 60 * 60 });
    const mails = await mailsOf(key.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ ref: quotaWarningRef(key.id, '2026-12-01'), to: key.email });
    // In the language of the account's country, naming the key by its hint, never the secret.
    expect(mail!.language).toBe('de');
    expect(mail!.subject).toContain(`Fleet tool ${n}`);
    expect(mail!.text).toContain(key.hint);
    expect(mail!.text).toContain(new Intl.NumberFormat('de-DE', { style: 'percent' }).format(0.8));
    expect(mail!.text).toContain('/de/personal-center#apiKeys');
    // The next UTC day counts from 0 and may warn again.
    const tomorrow = new Date('2026-12-02T08:00:00Z');
    for (let i = 0; i < 8; i++) await countDailyQuota(key.id, 'sandbox', { now: tomorrow });
    expect(await mailsOf(key.id)).toHaveLength(2);
  });

  it('sends one mail for a key and day when several instances see the crossing at once', async () => {
    const key = await newKey();
    const warning = { keyId: key.id, day: '2026-12-01', used: 8_000, limit: 10_000 };
    const db = await getDb();
    const queued = await Promise.all(
      Array.from({ length: 6 }, () => queueQuotaWarning(db, warning)),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await queueQuotaWarning(db, warning)).toBe(false);
    const [mail] = await mailsOf(key.id);
    expect(await mailsOf(key.id)).toHaveLength(1);
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe(`Your API key Fleet tool ${n} has used 80% of today’s requests`);
  });

  it("writes in the language of the account's application, and not to a phone-only account", async () => {
    const db = await getDb();
    const key = await newKey({ country: 'DE' });
    await db.insert(apiApplications).values({
      userId: key.userId,
      source: 'applicant',
      company: 'Solaire SARL',
      useCase: 'Supervision',
      systemsCount: 3,
      scopes: ['systems:read'],
      status: 'pending',
      language: 'fr',
    });
    const warning = { keyId: key.id, day: '2026-12-01', used: 80_000, limit: 100_000 };
    expect(await queueQuotaWarning(db, warning)).toBe(true);
    const [mail] = await mailsOf(key.id);
    expect(mail!.language).toBe('fr');
    const fr = new Intl.NumberFormat('fr-FR');
    expect(mail!.text).toContain(`${fr.format(80_000)} de ses ${fr.format(100_000)} requêtes`);
    expect(mail!.subject).toContain(
      new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.8),
    );
    const phoneOnly = await newKey({ email: `${crypto.randomUUID()}@${PHONE_ONLY_DOMAIN}` });
    expect(await queueQuotaWarning(db, { ...warning, keyId: phoneOnly.id })).toBe(false);
    expect(await mailsOf(phoneOnly.id)).toEqual([]);
  });

  it('has the quotas of the docs', () => {
    expect(DAILY_QUOTA).toEqual({ sandbox: 10_000, live: 100_000 });
  });
});
