import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { visitorVisits } from '@/lib/server/db/schema';
import type { TrackingBeacon } from '@/lib/validation/tracking';
import { findLatestConsent } from './consent-records';

export type SaveVisitResult = { status: 'saved' } | { status: 'noConsent' };

/**
 * Store a visit's tracking data (one row per session id, replaced by each later beacon of the
 * visit), but only while its consent id's latest record allows statistics: the server does not
 * take the browser's word for it.
 */
export async function saveVisit(db: Db, beacon: TrackingBeacon): Promise<SaveVisitResult> {
  const consent = await findLatestConsent(db, beacon.consentId);
  if (!consent?.statistics) return { status: 'noConsent' };
  const { sessionId, consentId, language, ...data } = beacon;
  const values = { ...data, consentId, language };
  await db
    .insert(visitorVisits)
    .values({ sessionId, ...values })
    .onConflictDoUpdate({
      target: visitorVisits.sessionId,
      set: { ...values, updatedAt: sql`now()` },
      // A session id belongs to the consent that started it; another cannot overwrite it.
      setWhere: eq(visitorVisits.consentId, consentId),
    });
  return { status: 'saved' };
}

export async function findVisit(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(visitorVisits)
    .where(eq(visitorVisits.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}
