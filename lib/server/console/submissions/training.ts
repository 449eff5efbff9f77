import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/lib/server/console/audit';
import { isCertifiedPartner, type Certification } from '@/lib/server/console/partners/certified';
import { companyKeyOf, personEmailOf } from '@/lib/server/console/partners/company';
import type { Db } from '@/lib/server/db/client';
import { certifications, trainingApplications } from '@/lib/server/db/schema';
import type { CertificationKind } from '@/lib/validation/console-submissions';
import { refuseDecided, undecided } from './handle';
import type { Actor, Tx } from './types';

type Application = typeof trainingApplications.$inferSelect;

/**
 * Decide an undecided application. The condition is in the UPDATE itself, so of two editors
 * deciding at once one wins and the other gets the 409. No note keeps the one it had.
 */
async function decide(
  tx: Tx,
  id: number,
  status: 'approved' | 'declined',
  note: string,
): Promise<Application> {
  const [row] = await tx
    .update(trainingApplications)
    .set({ status, handledAt: new Date(), ...(note ? { note } : {}) })
    .where(and(eq(trainingApplications.id, id), inArray(trainingApplications.status, undecided)))
    .returning();
  return row ?? refuseDecided(tx, id);
}

/**
 * Approving grants the person (by e-mail) the certificate of that kind; their company's
 * team holding both kinds makes it a certified partner. A kind already held stays as it was.
 */
export function approveApplication(
  db: Db,
  id: number,
  { certification: kind, note }: { certification: CertificationKind; note: string },
  actor: Actor,
): Promise<{ application: Application; certification: Certification; partner: boolean }> {
  return db.transaction(async (tx) => {
    const application = await decide(tx, id, 'approved', note);
    const email = personEmailOf(application.email);
    const companyKey = companyKeyOf(application.company);
    await tx
      .insert(certifications)
      .values({
        email,
        personName: `${application.firstName} ${application.lastName}`.trim(),
        company: application.company.trim().replace(/\s+/g, ' '),
        companyKey,
        country: application.country,
        kind,
        applicationId: application.id,
        grantedBy: actor.actorEmail,
      })
      .onConflictDoNothing({ target: [certifications.email, certifications.kind] });
    const [certification] = await tx
      .select()
      .from(certifications)
      .where(and(eq(certifications.email, email), eq(certifications.kind, kind)));
    const partner = await isCertifiedPartner(tx, companyKey);
    await recordAudit(tx, {
      ...actor,
      action: 'training.approve',
      entity: 'training',
      entityId: id,
      detail: { certification: kind, email, companyKey, partner },
    });
    return { application, certification: certification!, partner };
  });
}

/** Decline an undecided application; no certificate changes hands. */
export function declineApplication(
  db: Db,
  id: number,
  note: string,
  actor: Actor,
): Promise<Application> {
  return db.transaction(async (tx) => {
    const application = await decide(tx, id, 'declined', note);
    await recordAudit(tx, {
      ...actor,
      action: 'training.decline',
      entity: 'training',
      entityId: id,
      detail: { note: note || null },
    });
    return application;
  });
}
