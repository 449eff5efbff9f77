import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users, type UserRole } from '@/lib/server/db/schema';
import { Browser, createAccount, signInAs } from '../account/helpers';

export { Browser, SITE } from '../account/helpers';

let made = 0;

/**
 * A signed-in browser whose account holds `role`. The account is made through the
 * sign-up API like any visitor's; the role is then set in the database, as `npm run
 * admin:create` or an admin would, and the browser signs in again so its session carries it.
 */
export async function signedInAs(role: UserRole, ip = '198.51.100.9'): Promise<Browser> {
  made += 1;
  const tag = `${role}${made}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${tag}@console.test`;
  const browser = new Browser(ip);
  await createAccount(browser, { email, username: `u${tag}`.slice(0, 20) });
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.email, email));
  const res = await signInAs(browser, email);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return browser;
}

/** The account a console browser from signedInAs() is signed in as (editor or admin). */
export async function whoAmI(browser: Browser): Promise<{ id: string; email: string }> {
  const res = await browser.get('/api/admin/me');
  return res.body.data as { id: string; email: string };
}

/** The audit rows of one action on one item. */
export async function auditFor(entityId: string, action: string) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}
