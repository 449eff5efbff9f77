import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';

export type AuditEntry = {
  actorId: string;
  actorEmail: string;
  /** e.g. 'content.publish', 'submission.handle', 'user.role'. */
  action: string;
  entity: string;
  entityId: string | number;
  websiteId?: number | null;
  detail?: Record<string, unknown>;
};

/** Db or a transaction of it: the audit row goes in with the change it records. */
type Writer = Pick<Db, 'insert'>;

/** Who did what to which item; written in the same transaction as the change. */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    websiteId: entry.websiteId ?? null,
    detail: entry.detail ?? {},
  });
}
