import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { isPlaceholderEmail } from '@/lib/server/account/sign-up';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor, Tx } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { apiApplications, users, type ApplicationStatus } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { applicationReference, decisionToApplicant, type Decision } from './access-mails';
import {
  refusalToApply,
  viewColumns as applicationColumns,
  type ApplicationView,
  type NewApplication,
} from './applications';

// The console's review queue for live access (docs/console.md, Open API): the applications
// with their accounts, a decision on a pending one, and a direct grant to an account by its
// e-mail. Each write is one transaction with its audit row and the account's mail.

export type ApplicationRow = ApplicationView & {
  reference: string;
  userId: string;
  email: string;
  termsAcceptedAt: Date | null;
  /** The e-mail of the staff member who decided (null while pending, or if they are gone). */
  decidedBy: string | null;
  language: string;
};

export type ApplicationFilter = {
  status?: ApplicationStatus;
  q?: string;
  page: number;
  size: number;
};

const decider = alias(users, 'decider');

const rowColumns = {
  ...applicationColumns,
  userId: apiApplications.userId,
  email: users.email,
  termsAcceptedAt: apiApplications.termsAcceptedAt,
  decidedBy: decider.email,
  language: apiApplications.language,
};

function whereOf({ status, q }: ApplicationFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (status) parts.push(eq(apiApplications.status, status));
  if (q) {
    const ref = /^a-?(\d{1,9})$/i.exec(q);
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      or(
        ilike(users.email, like),
        ilike(apiApplications.company, like),
        ...(ref ? [eq(apiApplications.id, Number(ref[1]))] : []),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const isPending = sql`${apiApplications.status} = 'pending'`;
/** The pending ones first, oldest first (a queue, worked in turn); then the decided, newest first. */
const queueOrder = [
  sql`${isPending} desc`,
  sql`case when ${isPending} then ${apiApplications.createdAt} end asc`,
  desc(apiApplications.createdAt),
  desc(apiApplications.id),
];

/** One page of applications with their accounts' e-mails, in queue order. */
export async function searchApplications(
  db: Db,
  filter: ApplicationFilter,
): Promise<{ items: ApplicationRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(apiApplications)
      .innerJoin(users, eq(users.id, apiApplications.userId))
      .leftJoin(decider, eq(decider.id, apiApplications.decidedBy))
      .where(where)
      .orderBy(...queueOrder)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: count() })
      .from(apiApplications)
      .innerJoin(users, eq(users.id, apiApplications.userId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, reference: applicationReference(row.id) })),
    total: counted?.total ?? 0,
  };
}

const languageOf = (value: string): LanguageCode => (isLanguageCode(value) ? value : 'en');

/** The account's mail about a decision, unless it has no real address (a phone-only account). */
async function mailDecision(
  tx: Tx,
  application: { id: number; userId: string; language: string },
  decision: Decision,
) {
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, application.userId));
  if (!account || isPlaceholderEmail(account.email)) return;
  await queueMails(tx, [
    decisionToApplicant(
      { id: application.id, to: account.email, language: languageOf(application.language) },
      decision,
    ),
  ]);
}

export type ReviewDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Approve or reject a pending application. The condition is in the UPDATE itself, so of two
 * staff deciding at once one wins and the other gets the 409.
 */
export function decideApplication(
  db: Db,
  id: number,
  decision: ReviewDecision,
  actor: Actor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const reason = decision.status === 'rejected' ? decision.reason : null;
    const [row] = await tx
      .update(apiApplications)
      .set({ status: decision.status, reason, decidedBy: actor.actorId, decidedAt: now })
      .where(and(eq(apiApplications.id, id), eq(apiApplications.status, 'pending')))
      .returning({
        id: apiApplications.id,
        userId: apiApplications.userId,
        language: apiApplications.language,
      });
    if (!row) {
      const [exists] = await tx
        .select({ status: apiApplications.status })
        .from(apiApplications)
        .where(eq(apiApplications.id, id));
      if (!exists) throw new HttpError(404, 'Not Found: no such application');
      throw new HttpError(409, `Conflict: this application was already ${exists.status}`, {
        _: ['alreadyDecided'],
      });
    }
    await recordAudit(tx, {
      ...actor,
      action: decision.status === 'approved' ? 'apiApplication.approve' : 'apiApplication.reject',
      entity: 'api_application',
      entityId: id,
      detail: { userId: row.userId, ...(reason ? { reason } : {}) },
    });
    await mailDecision(
      tx,
      row,
      decision.status === 'approved' ? { kind: 'approved' } : { kind: 'rejected', reason: reason! },
    );
    return { id, status: decision.status };
  });
}

/**
 * Live access for an account by its e-mail, without an application of its own: stored as an
 * approved application from staff, audited and mailed. Refused (409) while the account has an
 * application waiting (decide that one) or access already.
 */
export function grantLiveAccess(
  db: Db,
  input: NewApplication & { email: string; language: LanguageCode },
  actor: Actor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
    if (!account) {
      throw new HttpError(404, 'Not Found: no account with this e-mail', {
        email: ['noAccount'],
      });
    }
    const refusal = await refusalToApply(tx, account.id);
    if (refusal?.reason === 'pending') {
      throw new HttpError(409, 'Conflict: this account has an application waiting', {
        _: ['applicationPending'],
      });
    }
    if (refusal) {
      throw new HttpError(409, 'Conflict: this account has live access already', {
        _: ['alreadyLive'],
      });
    }
    const [row] = await tx
      .insert(apiApplications)
      .values({
        userId: account.id,
        source: 'staff',
        company: input.company,
        useCase: input.useCase,
        systemsCount: input.systemsCount,
        scopes: [...new Set(input.scopes)],
        status: 'approved',
        decidedBy: actor.actorId,
        decidedAt: now,
        language: input.language,
        createdAt: now,
      })
      .returning({ id: apiApplications.id, userId: apiApplications.userId });
    await recordAudit(tx, {
      ...actor,
      action: 'apiApplication.grant',
      entity: 'api_application',
      entityId: row!.id,
      detail: { userId: account.id, email: input.email.toLowerCase() },
    });
    await mailDecision(tx, { ...row!, language: input.language }, { kind: 'granted' });
    return { id: row!.id, status: 'approved' as const };
  });
}
