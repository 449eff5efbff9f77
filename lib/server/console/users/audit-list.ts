import 'server-only';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import type { AuditQuery } from '@/lib/validation/console-users';
import { containsPattern } from './list';

/**
 * GET /api/admin/audit: newest first. entity and action match exactly ('news',
 * 'content.publish'); actor is any part of the acting user's e-mail.
 */
export async function listAudit(db: Db, query: AuditQuery) {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor ? ilike(auditLog.actorEmail, containsPattern(query.actor)) : undefined,
  );
  const items = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(auditLog, where);
  return { items, total };
}
