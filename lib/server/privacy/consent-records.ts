import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import { consentRecords } from '@/lib/server/db/schema';
import type { ConsentAction } from '@/lib/validation/consent';

export type ConsentRecordData = {
  consentId: string;
  action: ConsentAction;
  preference: boolean;
  statistics: boolean;
  marketing: boolean;
  version: number;
};

/** Keep one choice as proof of consent: a new row each time, so the history stays. */
export async function createConsentRecord(
  db: Db,
  input: ConsentRecordData,
  language: LanguageCode,
): Promise<{ id: number; createdAt: Date }> {
  const { consentId, action, preference, statistics, marketing, version } = input;
  const [row] = await db
    .insert(consentRecords)
    .values({
      consentId,
      action,
      preference,
      statistics,
      marketing,
      policyVersion: version,
      language,
    })
    .returning({ id: consentRecords.id, createdAt: consentRecords.createdAt });
  return row!;
}

/** The choice in force for a consent id: its latest record. */
export async function findLatestConsent(db: Db, consentId: string) {
  const [row] = await db
    .select({
      action: consentRecords.action,
      preference: consentRecords.preference,
      statistics: consentRecords.statistics,
      marketing: consentRecords.marketing,
      createdAt: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row ?? null;
}
