import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { signedInUser, whoAmI, type Browser } from '../../support/accounts';
import { accountSuite } from '../account/helpers';

// What the suites of live access and the staff's key screen share: the routes, an application
// and a live key as the API console sends them, a new customer per test, an editor per suite.

export const ACCESS = '/api/account/api-access';
export const KEYS = '/api/account/api-keys';
export const QUEUE = '/api/admin/api-applications';
export const STAFF_KEYS = '/api/admin/api-keys';
export const STAFF = 'staff@voltara.test';

export const application = {
  company: 'Sonnen Apps GmbH',
  useCase: 'A dashboard for the batteries our customers own.',
  systemsCount: 40,
  scopes: ['systems:read', 'energy:read', 'control'],
  terms: true,
};
export const liveKey = { name: 'Fleet', environment: 'live', scopes: ['systems:read'] };

export type Access = {
  liveAccess: boolean;
  application: { id: number; status: string; reason: string | null } | null;
};
export type Made = { key: string; item: { id: number; hint: string; scopes: string[] } };

let made = 0;
/** A new customer's browser, e-mail and id (each test starts without an application). */
export async function customer() {
  made += 1;
  const email = `dev${made}@apps.test`;
  const browser = await signedInUser({ email, ip: `198.51.100.${20 + (made % 200)}` });
  return { browser, email, id: (await whoAmI(browser)).id };
}

/** The audit rows of one action on one item. */
export const auditOf = async (action: string, entityId: number) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

/** A suite's database and environment, and an editor signed in for it (`staff()` after all). */
export function staffSuite(name: string) {
  const staff = { browser: undefined as unknown as Browser, id: '' };
  accountSuite(name, { STAFF_EMAIL: STAFF });
  beforeAll(async () => {
    staff.browser = await signedInUser({ role: 'editor', ip: '198.51.100.10' });
    staff.id = (await whoAmI(staff.browser)).id;
  }, 60_000);
  return staff;
}
