import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiScope } from '@/lib/open-api/scopes';
import { keyEnvironments, type KeyEnvironment } from '@/lib/server/open-api/key-format';
import { oneOfCheck } from './columns';
import { users } from './auth';

// Open API keys (lib/server/open-api/key-format.ts): a key's owner, environment and scopes, and
// the SHA-256 of the key itself, never the key.

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    environment: text('environment').$type<KeyEnvironment>().notNull(),
    keyHash: text('key_hash').notNull(),
    /** The prefix and last four characters, for the owner's list. */
    hint: text('hint').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who revoked it: the owner's or a staff member's user id. */
    revokedBy: text('revoked_by'),
  },
  (t) => [
    oneOfCheck('api_keys_environment_check', t.environment, keyEnvironments),
    check('api_keys_scopes_check', sql`cardinality(${t.scopes}) > 0`),
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_user_idx').on(t.userId),
  ],
);
