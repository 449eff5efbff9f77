import { and, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { apiApplications, auditLog, outbox, users } from '@/lib/server/db/schema';
import {
  ApplicationRefused,
  applyForLiveAccess,
  hasLiveAccess,
} from '@/lib/server/open-api/applications';
import { decideApplication, grantLiveAccess } from '@/lib/server/open-api/review';
import { testDriver, useTestDatabase } from '../../support/db';

// The rules of live access that only several connections put to the test: two staff deciding
// one application at once (one decision stands, one audit row, one mail), and two applications
// (or an application and a direct grant) of one account at once (one waits, under its row lock).

const ctx = { site: 'http://127.0.0.1:3100', staffEmail: 'staff@voltara.test' };
const input = {
  company: 'Race GmbH',
  useCase: 'Two tabs, one click each.',
  systemsCount: 3,
  scopes: ['systems:read' as const],
};
const ann = { actorId: 'staff-ann', actorEmail: 'ann@voltara.test' };
const ben = { actorId: 'staff-ben', actorEmail: 'ben@voltara.test' };

describe(`live access under concurrency (${testDriver})`, () => {
  let n = 0;
  let userId: string;
  let email: string;
  beforeAll(() => useTestDatabase('open_api_live_race'), 120_000);
  beforeEach(async () => {
    n += 1;
    userId = `racer${n}`;
    email = `racer${n}@race.test`;
    await (await getDb()).insert(users).values({ id: userId, name: userId, email });
  });

  const apply = async () =>
    applyForLiveAccess(await getDb(), { userId, email }, input, 'de', ctx).catch((e: unknown) => e);

  it('lets one of two staff decisions on one application stand; the other is a 409', async () => {
    const db = await getDb();
    const { id } = (await apply()) as { id: number };
    const outcomes = await Promise.all([
      decideApplication(db, id, { status: 'approved' }, ann).catch((e: unknown) => e),
      decideApplication(db, id, { status: 'rejected', reason: 'No systems yet' }, ben).catch(
        (e: unknown) => e,
      ),
    ]);
    const refused = outcomes.filter((o) => o instanceof HttpError);
    expect(refused.map((e) => (e as HttpError).status)).toEqual([409]);
    const [row] = await db.select().from(apiApplications).where(eq(apiApplications.id, id));
    const winner = outcomes.find((o) => !(o instanceof HttpError)) as { status: string };
    expect(row!.status).toBe(winner.status);
    expect(row!.decidedBy).toBe(winner.status === 'approved' ? ann.actorId : ben.actorId);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api_application'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.ref, `api-application:${id}:%`)));
    expect(mails.map((m) => m.ref)).toEqual([`api-application:${id}:${winner.status}`]);
    expect(await hasLiveAccess(db, userId)).toBe(winner.status === 'approved');
  });

  it('keeps one application of an account waiting when two arrive at once', async () => {
    const outcomes = await Promise.all([apply(), apply(), apply()]);
    const refused = outcomes.filter((o) => o instanceof ApplicationRefused);
    expect(refused.map((e) => (e as ApplicationRefused).reason)).toEqual(['pending', 'pending']);
    const rows = await (
      await getDb()
    )
      .select()
      .from(apiApplications)
      .where(eq(apiApplications.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it('lets an application and a direct grant of one account not both through', async () => {
    const db = await getDb();
    const grant = { ...input, email, language: 'en' as const };
    const outcomes = await Promise.all([
      apply(),
      grantLiveAccess(db, grant, ann).catch((e: unknown) => e),
    ]);
    const failed = outcomes.filter(
      (o) => o instanceof ApplicationRefused || o instanceof HttpError,
    );
    expect(failed).toHaveLength(1);
    const rows = await db.select().from(apiApplications).where(eq(apiApplications.userId, userId));
    expect(rows).toHaveLength(1);
  });
});
