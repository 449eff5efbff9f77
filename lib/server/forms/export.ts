import 'server-only';
import { asc, gte } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  contactRequests,
  newsletterSubscriptions,
  trainingApplications,
} from '@/lib/server/db/schema';
import type { CsvValue } from './csv';

export const submissionTables = {
  contact: contactRequests,
  newsletter: newsletterSubscriptions,
  training: trainingApplications,
} as const;

export type SubmissionType = keyof typeof submissionTables;

// The newsletter's link tokens stay in the database: a CSV travels, and a token in it would let
// anyone who reads it confirm or cancel that subscription.
const secret = new Set(['confirmToken', 'unsubscribeToken']);

export function submissionColumns(type: SubmissionType): string[] {
  return Object.keys(getTableColumns(submissionTables[type])).filter((c) => !secret.has(c));
}

/** Every submission of one kind, oldest first, optionally from a day on (UTC). */
export async function listSubmissions(
  db: Db,
  type: SubmissionType,
  since?: Date,
): Promise<Record<string, CsvValue>[]> {
  const table = submissionTables[type];
  const rows = await db
    .select()
    .from(table)
    .where(since ? gte(table.createdAt, since) : undefined)
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows as Record<string, CsvValue>[];
}
