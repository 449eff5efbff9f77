import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Db } from '@/lib/server/db/client';
import { contactRequests, trainingApplications } from '@/lib/server/db/schema';
import type { SubmissionRow } from './list';
import { notFound } from './read';
import type { Actor, Tx } from './types';

/** A training application still waiting for its decision: handled means answered, not decided. */
export const undecided = ['new', 'handled'];

/** Why a conditional update touched nothing: the row is missing (404) or already decided (409). */
export async function refuseDecided(tx: Tx, id: number): Promise<never> {
  const [row] = await tx
    .select({ status: trainingApplications.status })
    .from(trainingApplications)
    .where(eq(trainingApplications.id, id));
  if (!row) throw notFound();
  throw new HttpError(409, `This application was already ${row.status}: its decision stands.`);
}

/**
 * Mark a contact request or training application handled, with staff's note (a second time
 * replaces the note). A decided application keeps its decision: handling it again is a 409.
 */
export function handleSubmission(
  db: Db,
  kind: 'contact' | 'training',
  id: number,
  note: string,
  actor: Actor,
): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const change = { status: 'handled', note: note || null, handledAt: new Date() };
    const [row] =
      kind === 'contact'
        ? await tx.update(contactRequests).set(change).where(eq(contactRequests.id, id)).returning()
        : await tx
            .update(trainingApplications)
            .set(change)
            .where(
              and(eq(trainingApplications.id, id), inArray(trainingApplications.status, undecided)),
            )
            .returning();
    if (!row) {
      if (kind === 'contact') throw notFound();
      return refuseDecided(tx, id);
    }
    await recordAudit(tx, {
      ...actor,
      action: 'submission.handle',
      entity: kind,
      entityId: id,
      detail: { note: change.note },
    });
    return row;
  });
}
