import 'server-only';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import type { UserRole } from '@/lib/server/db/schema';

// The console's roles for better-auth's admin plugin. Only an admin manages users
// (every statement of the plugin); an editor runs content and submissions, which are our own
// routes (lib/server/console/access.ts), so it holds none of the plugin's user statements.
const ac = createAccessControl(defaultStatements);

export const consoleRoles = {
  admin: ac.newRole(adminAc.statements),
  editor: ac.newRole({ user: [], session: [] }),
  user: ac.newRole(userAc.statements),
};

/** What each role may do in the console; admin includes everything an editor may. */
const rank: Record<UserRole, number> = { user: 0, editor: 1, admin: 2 };

export type ConsoleRole = Exclude<UserRole, 'user'>;

export function hasRole(role: string | null | undefined, needed: ConsoleRole): boolean {
  const held = rank[(role ?? 'user') as UserRole] ?? 0;
  return held >= rank[needed];
}
