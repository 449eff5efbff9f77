import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { Tx } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { apiApplications } from '@/lib/server/db/schema';
import { mailContext } from '@/lib/server/forms/context';
import { queueMails } from '@/lib/server/mail/outbox';
import type { MailContext } from '@/lib/server/mail/templates';
import type { ApiScope } from '@/lib/open-api/scopes';
import { applicationToStaff } from './access-mails';

// Live access to the Open API, as the account sees it (docs/requirements.md, Open API
// platform): an account has it while its latest decided application is approved, whether
// approved from the review queue or granted by staff directly (lib/server/open-api/review.ts).
// The personal center applies; one application waits at a time.

export type ApplicationView = {
  id: number;
  source: 'applicant' | 'staff';
  status: 'pending' | 'approved' | 'rejected';
  company: string;
  useCase: string;
  systemsCount: number;
  scopes: ApiScope[];
  /** Why it was rejected, for the applicant. */
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export const viewColumns = {
  id: apiApplications.id,
  source: apiApplications.source,
  status: apiApplications.status,
  company: apiApplications.company,
  useCase: apiApplications.useCase,
  systemsCount: apiApplications.systemsCount,
  scopes: apiApplications.scopes,
  reason: apiApplications.reason,
  createdAt: apiApplications.createdAt,
  decidedAt: apiApplications.decidedAt,
};

const newestFirst = [desc(apiApplications.createdAt), desc(apiApplications.id)];

export class ApplicationRefused extends Error {
  constructor(readonly reason: 'pending' | 'live') {
    super(`application refused: ${reason}`);
  }
}

/** The account's applications, newest first (the personal center's state, the data export). */
export function listApplications(db: Db, userId: string): Promise<ApplicationView[]> {
  return db
    .select(viewColumns)
    .from(apiApplications)
    .where(eq(apiApplications.userId, userId))
    .orderBy(...newestFirst);
}

/** Live access: the latest decided application (by its decision) is an approval. */
export async function hasLiveAccess(db: Db | Tx, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ status: apiApplications.status })
    .from(apiApplications)
    .where(and(eq(apiApplications.userId, userId), ne(apiApplications.status, 'pending')))
    .orderBy(desc(apiApplications.decidedAt), desc(apiApplications.id))
    .limit(1);
  return latest?.status === 'approved';
}

/**
 * Why the account may not apply now, under its row lock (so two requests at once cannot both
 * pass): an application waits already, or access exists. Used by the direct grant too.
 */
export async function refusalToApply(tx: Tx, userId: string): Promise<ApplicationRefused | null> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [pending] = await tx
    .select({ id: apiApplications.id })
    .from(apiApplications)
    .where(and(eq(apiApplications.userId, userId), eq(apiApplications.status, 'pending')))
    .limit(1);
  if (pending) return new ApplicationRefused('pending');
  return (await hasLiveAccess(tx, userId)) ? new ApplicationRefused('live') : null;
}

export type NewApplication = {
  company: string;
  useCase: string;
  systemsCount: number;
  scopes: ApiScope[];
};

/**
 * Stores an application and queues the mail that tells staff, in one transaction: an
 * acknowledged application is always in the queue and always announced.
 */
export function applyForLiveAccess(
  db: Db,
  applicant: { userId: string; email: string },
  input: NewApplication,
  language: LanguageCode,
  ctx: MailContext = mailContext(),
  now = new Date(),
): Promise<ApplicationView> {
  return db.transaction(async (tx) => {
    const refusal = await refusalToApply(tx, applicant.userId);
    if (refusal) throw refusal;
    const scopes = [...new Set(input.scopes)];
    const [row] = await tx
      .insert(apiApplications)
      .values({
        userId: applicant.userId,
        source: 'applicant',
        company: input.company,
        useCase: input.useCase,
        systemsCount: input.systemsCount,
        scopes,
        termsAcceptedAt: now,
        status: 'pending',
        language,
        createdAt: now,
      })
      .returning(viewColumns);
    await queueMails(tx, [
      applicationToStaff({ ...input, scopes, id: row!.id, language }, applicant.email, ctx),
    ]);
    return row!;
  });
}
