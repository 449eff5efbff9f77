import { z } from './zod';

// The console's users and audit log (admins only): the queries and bodies of
// /api/admin/users and /api/admin/audit, shared by the console's pages and the API.

/** The console's roles; the same list as the users table's check (lib/server/db/schema). */
export const consoleUserRoles = ['admin', 'editor', 'user'] as const;
export type ConsoleUserRole = (typeof consoleUserRoles)[number];

export const roleSchema = z.enum(consoleUserRoles);

/** A query value: trimmed, an empty one is no filter. */
const filter = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
};

/** GET /api/admin/users?q=&role=&page=&size= — q searches e-mail, name and username. */
export const usersQuerySchema = z.object({
  q: filter(100),
  role: z.preprocess((v) => (v === '' ? undefined : v), roleSchema.optional()),
  ...paging,
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

/** PUT /api/admin/users/:id/role */
export const setRoleSchema = z.object({ role: roleSchema });

/** POST /api/admin/users/:id/disable — the reason is kept on the account. */
export const disableUserSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

/** GET /api/admin/audit?entity=&actor=&action=&page=&size= — actor: the e-mail contains it. */
export const auditQuerySchema = z.object({
  entity: filter(50),
  actor: filter(254),
  action: filter(80),
  ...paging,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the users list (dates as the JSON answer carries them). */
export type ConsoleUser = {
  id: string;
  email: string;
  name: string;
  username: string | null;
  role: ConsoleUserRole;
  banned: boolean;
  createdAt: string;
};

/** One row of the audit log. */
export type AuditItem = {
  id: number;
  actorId: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  websiteId: number | null;
  detail: Record<string, unknown>;
  createdAt: string;
};

export type Page<T> = { items: T[]; total: number };
