import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/i18n/locales';
import { recordAudit } from '@/lib/server/console/audit';
import type { Tx } from '@/lib/server/console/content/types';
import { expireTag } from '@/lib/server/data/expire';
import type { Db } from '@/lib/server/db/client';
import { endConsentsOfRegistration } from '@/lib/server/open-api/consents';
import {
  warrantyCodes,
  warrantyEvents,
  warrantyItems,
  warrantyRegistrations,
  type CodePurpose,
} from '@/lib/server/db/schema';
import { hashCode, issueCode } from './codes';
import { warrantyError } from './errors';
import type { WarrantyActor } from './register';

/** The cache tag of a registration's public verification page. */
export const verifyTag = (code: string) => `warranty:${code}`;

/** After a change: the verification page is rendered afresh on its next request. */
async function refreshVerifyPage(code: string) {
  await expireTag(verifyTag(code)).catch((error: Error) =>
    console.error('[warranty] expire verify page:', error.message),
  );
}

/**
 * Use a mailed code once: right code, not used, not expired, and the signed-in account is the
 * address it was sent to (its e-mail proven). Marked used in the same transaction as its effect.
 */
async function useCode(
  tx: Tx,
  actor: WarrantyActor,
  purpose: CodePurpose,
  code: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(warrantyCodes)
    .where(and(eq(warrantyCodes.codeHash, hashCode(code)), eq(warrantyCodes.purpose, purpose)))
    .for('update');
  if (!row) throw warrantyError(400, 'code', 'codeIncorrect', 'code is incorrect');
  if (row.usedAt) throw warrantyError(400, 'code', 'codeUsed', 'code already used');
  if (row.expiresAt.getTime() < now.getTime()) {
    throw warrantyError(400, 'code', 'codeExpired', 'code has expired');
  }
  if (!actor.emailVerified || row.email !== actor.email.toLowerCase()) {
    throw warrantyError(403, 'code', 'codeWrongAccount', 'code was sent to another address');
  }
  await tx.update(warrantyCodes).set({ usedAt: now }).where(eq(warrantyCodes.id, row.id));
  return row;
}

type Row = typeof warrantyRegistrations.$inferSelect;

async function lockRegistration(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(warrantyRegistrations)
    .where(eq(warrantyRegistrations.id, id))
    .for('update');
  return row;
}

const bump = (now: Date) => ({
  revision: sql`${warrantyRegistrations.revision} + 1`,
  updatedAt: now,
});

type CodeUse = {
  purpose: CodePurpose;
  /** May the code's registration be taken over in the state it is in now? */
  allowed: (reg: Row, used: typeof warrantyCodes.$inferSelect) => boolean;
  event: 'confirmed' | 'transferred';
};

/**
 * A signed-in person takes a registration over with a mailed code (the owner confirming an
 * installer's registration, or a new owner accepting a transfer): it becomes theirs, in their
 * language, under a new revision (the certificate is issued again), and the history says so.
 */
async function takeOver(
  db: Db,
  actor: WarrantyActor,
  code: string,
  language: LanguageCode,
  use: CodeUse,
  now: Date,
) {
  const result = await db.transaction(async (tx) => {
    const used = await useCode(tx, actor, use.purpose, code, now);
    const reg = await lockRegistration(tx, used.registrationId);
    if (!reg || !use.allowed(reg, used)) {
      throw warrantyError(409, 'code', 'notActive', 'registration changed since the code was sent');
    }
    await tx
      .update(warrantyRegistrations)
      .set({ status: 'active', ownerId: actor.id, ownerEmail: null, language, ...bump(now) })
      .where(eq(warrantyRegistrations.id, reg.id));
    // The new owner starts with no one's access to the system through the Open API.
    await endConsentsOfRegistration(tx, reg.id, now);
    await tx.insert(warrantyEvents).values({
      registrationId: reg.id,
      kind: use.event,
      actorId: actor.id,
      detail: { from: reg.ownerId, to: actor.id },
    });
    return { id: reg.id, code: reg.code };
  });
  await refreshVerifyPage(result.code);
  return { id: result.id };
}

const takeOverWith =
  (use: CodeUse) =>
  (db: Db, actor: WarrantyActor, code: string, language: LanguageCode, now = new Date()) =>
    takeOver(db, actor, code, language, use, now);

/** The owner confirms an installer's registration with the code mailed to them. */
export const confirmRegistration = takeOverWith({
  purpose: 'confirm',
  allowed: (reg) => reg.status === 'pending',
  event: 'confirmed',
});

/** The new owner accepts with the mailed code: the registration is theirs, certificate reissued. */
export const acceptTransfer = takeOverWith({
  purpose: 'transfer',
  // Still active and still the owner's who sent the code.
  allowed: (reg, used) => reg.status === 'active' && reg.ownerId === used.createdBy,
  event: 'transferred',
});

/** The owner starts a transfer: a code to the new owner's address (free). */
export async function startTransfer(
  db: Db,
  actor: WarrantyActor,
  id: number,
  email: string,
  language: LanguageCode,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const reg = await lockRegistration(tx, id);
    // Another person's registration is "not found": nothing tells it exists.
    if (!reg || reg.ownerId !== actor.id) throw warrantyError(404, '_', 'notFound', 'Not Found');
    if (email === actor.email.toLowerCase()) {
      throw warrantyError(400, 'email', 'ownEmail', 'that is your own address');
    }
    if (reg.status !== 'active') throw warrantyError(409, '_', 'notActive', 'not active');
    await issueCode(tx, {
      registrationId: id,
      purpose: 'transfer',
      email,
      createdBy: actor.id,
      language,
      now,
    });
    await tx.insert(warrantyEvents).values({
      registrationId: id,
      kind: 'transfer-started',
      actorId: actor.id,
      detail: { to: email },
    });
  });
}

/** Staff void a registration with a reason (audited); its serials can be registered again. */
export async function voidRegistration(
  db: Db,
  staff: { actorId: string; actorEmail: string },
  id: number,
  reason: string,
  now = new Date(),
) {
  const code = await db.transaction(async (tx) => {
    const reg = await lockRegistration(tx, id);
    if (!reg) throw warrantyError(404, '_', 'notFound', 'Not Found');
    if (reg.status === 'void') throw warrantyError(409, '_', 'notActive', 'already void');
    await tx
      .update(warrantyRegistrations)
      .set({ status: 'void', voidReason: reason, voidedAt: now, ...bump(now) })
      .where(eq(warrantyRegistrations.id, id));
    await tx
      .update(warrantyItems)
      .set({ current: false })
      .where(eq(warrantyItems.registrationId, id));
    await endConsentsOfRegistration(tx, id, now);
    await tx
      .update(warrantyCodes)
      .set({ usedAt: now })
      .where(and(eq(warrantyCodes.registrationId, id), isNull(warrantyCodes.usedAt)));
    await tx.insert(warrantyEvents).values({
      registrationId: id,
      kind: 'voided',
      actorId: staff.actorId,
      detail: { reason },
    });
    await recordAudit(tx, {
      ...staff,
      action: 'warranty.void',
      entity: 'warranty_registration',
      entityId: id,
      detail: { reason },
    });
    return reg.code;
  });
  await refreshVerifyPage(code);
}
