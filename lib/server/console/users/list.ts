import 'server-only';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { ConsoleUserRole, UsersQuery } from '@/lib/validation/console-users';

/** What the console shows of an account: never its password, sessions or ban details. */
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: users.username,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: string;
  email: string;
  name: string;
  username: string | null;
  role: ConsoleUserRole;
  banned: boolean;
  createdAt: Date;
};

/** `%text%` for ILIKE, with the pattern's own wildcards (% _ \) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** GET /api/admin/users: newest accounts first; q matches e-mail, name or username. */
export async function listUsers(db: Db, query: UsersQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern
      ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(users.username, pattern))
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const items = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(users, where);
  return { items: items as UserRow[], total };
}
