import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';

/** The audit rows of one action on one item. */
export async function auditFor(entityId: string, action: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}
