import 'server-only';
import { and, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import {
  contactRequests,
  newsletterSubscriptions,
  sessions,
  trainingApplications,
} from '@/lib/server/db/schema';
import { listApplications } from '@/lib/server/open-api/applications';
import { listKeys } from '@/lib/server/open-api/keys';
import { getProfile } from './profile';

export type SessionItem = {
  id: string;
  isCurrent: boolean;
  createdAt: string;
  lastActiveAt: string;
  ipAddress: string | null;
  userAgent: string | null;
};

/** The user's live sessions, newest first; never a token. */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
): Promise<SessionItem[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    isCurrent: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

export type Submissions = {
  contactRequests: { id: number; createdAt: string; company: string; status: string }[];
  trainingApplications: {
    id: number;
    createdAt: string;
    company: string;
    applyUpcoming: boolean;
    status: string;
  }[];
  newsletter: { status: string; createdAt: string; confirmedAt: string | null } | null;
};

const none: Submissions = { contactRequests: [], trainingApplications: [], newsletter: null };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the visitor sent with the account's e-mail (read-only). Matched by the address only once
 * the account has proven it owns it (a code): an unproven address shows nothing.
 */
export async function listSubmissions(
  db: Db,
  { email, emailVerified }: { email: string | null; emailVerified: boolean },
): Promise<Submissions> {
  if (!email || !emailVerified) return none;
  const sameEmail = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`;
  const [contacts, trainings, [newsletter]] = await Promise.all([
    db
      .select({
        id: contactRequests.id,
        createdAt: contactRequests.createdAt,
        company: contactRequests.company,
        status: contactRequests.status,
      })
      .from(contactRequests)
      .where(sameEmail(contactRequests.email))
      .orderBy(desc(contactRequests.createdAt)),
    db
      .select({
        id: trainingApplications.id,
        createdAt: trainingApplications.createdAt,
        company: trainingApplications.company,
        applyUpcoming: trainingApplications.applyUpcoming,
        status: trainingApplications.status,
      })
      .from(trainingApplications)
      .where(sameEmail(trainingApplications.email))
      .orderBy(desc(trainingApplications.createdAt)),
    db
      .select({
        status: newsletterSubscriptions.status,
        createdAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .limit(1),
  ]);
  return {
    contactRequests: contacts.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    trainingApplications: trainings.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    newsletter: newsletter
      ? {
          status: newsletter.status,
          createdAt: newsletter.createdAt.toISOString(),
          confirmedAt: iso(newsletter.confirmedAt),
        }
      : null,
  };
}

/** The columns of a table less some (staff notes, link tokens, internal ids). */
function columnsWithout<T extends Record<string, unknown>, K extends keyof T>(
  columns: T,
  ...keys: K[]
) {
  const kept = Object.entries(columns).filter(([name]) => !keys.includes(name as K));
  return Object.fromEntries(kept) as Omit<T, K>;
}

/** Everything the visitor wrote in their submissions (staff notes and link tokens stay out). */
async function fullSubmissions(db: Db, email: string) {
  const contact = columnsWithout(getTableColumns(contactRequests), 'id', 'userId', 'note');
  const training = columnsWithout(getTableColumns(trainingApplications), 'id', 'userId', 'note');
  const newsletter = columnsWithout(
    getTableColumns(newsletterSubscriptions),
    'id',
    'confirmToken',
    'unsubscribeToken',
  );
  const [contacts, trainings, subscriptions] = await Promise.all([
    db
      .select(contact)
      .from(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${email}`),
    db
      .select(training)
      .from(trainingApplications)
      .where(sql`lower(${trainingApplications.email}) = ${email}`),
    db
      .select(newsletter)
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email)),
  ]);
  return { contactRequests: contacts, trainingApplications: trainings, newsletter: subscriptions };
}

/** "Download my data": everything kept about the account, as the visitor can read it. */
export async function exportAccountData(db: Db, userId: string, currentSessionId: string) {
  const profile = await getProfile(db, userId);
  if (!profile) return undefined;
  const [sessionList, submissions, apiKeys, apiApplications] = await Promise.all([
    listSessions(db, userId, currentSessionId),
    profile.email && profile.emailVerified ? fullSubmissions(db, profile.email) : null,
    // Open API keys as their owner lists them: hints, never a key or its hash.
    listKeys(db, userId),
    // Applications for live access as the API console shows them (who decided stays out).
    listApplications(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    sessions: sessionList,
    submissions,
    apiKeys,
    apiApplications,
  };
}
