import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { certificationsOf, isCertifiedPartner } from '@/lib/server/console/partners/certified';
import { companyKeyOf } from '@/lib/server/console/partners/company';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import type { SubmissionRow } from './list';
import { tableOf, visibleColumns } from './query';

export const notFound = () => new HttpError(404, 'Not Found: no such submission');

/**
 * One submission. A training application comes with what staff need to decide on it: the
 * certificates its person already holds and whether their company is a certified partner.
 */
export async function openSubmission(
  db: Db,
  kind: SubmissionKind,
  id: number,
): Promise<SubmissionRow> {
  const [row] = (await db
    .select(visibleColumns(kind))
    .from(tableOf(kind) as PgTable)
    .where(eq(tableOf(kind).id, id))) as SubmissionRow[];
  if (!row) throw notFound();
  if (kind !== 'training') return row;
  const [certifications, partner] = await Promise.all([
    certificationsOf(db, String(row.email)),
    isCertifiedPartner(db, companyKeyOf(String(row.company))),
  ]);
  return { ...row, certifications, partner };
}
