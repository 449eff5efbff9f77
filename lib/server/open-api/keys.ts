import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { KEY_EXPIRY_DAYS, type ApiScope } from '@/lib/open-api/scopes';
import type { Tx } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { apiKeys } from '@/lib/server/db/schema';
import { generateKey, parseKey, type KeyEnvironment } from './key-format';
import { noteKeyUsed } from './usage';
import { LAST_USED_RESOLUTION_MS } from './usage-write';

// The Open API keys of an account: made, listed, rotated and revoked by their owner (staff may
// revoke any), and checked on every Open API request. The key itself is returned once, by the
// call that makes it; afterwards only its hint exists (docs/decisions/open-api-keys.md).

/** Keys an account may hold at once, revoked and expired ones aside: storage stays bounded. */
export const MAX_ACTIVE_KEYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ApiKeyView = {
  id: number;
  name: string;
  environment: KeyEnvironment;
  hint: string;
  scopes: ApiScope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export const viewColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  environment: apiKeys.environment,
  hint: apiKeys.hint,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export class KeyRefused extends Error {
  constructor(readonly reason: 'too-many' | 'not-found' | 'revoked') {
    super(`key refused: ${reason}`);
  }
}

const isActive = (now: Date) => and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now));

/** An account's keys, newest first, revoked and expired ones included (greyed in the list). */
export function listKeys(db: Db, userId: string): Promise<ApiKeyView[]> {
  return db
    .select(viewColumns)
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), asc(apiKeys.id));
}

export type NewKey = {
  userId: string;
  name: string;
  environment: KeyEnvironment;
  scopes: readonly ApiScope[];
  /** Days until it expires: KEY_EXPIRY_DAYS.default unless chosen, never more than .max. */
  expiresInDays?: number;
};

/** Inserts a key within `tx`, under the account's row lock and its active-key limit. */
async function insertKey(tx: Tx, input: NewKey, now: Date) {
  const days = Math.min(input.expiresInDays ?? KEY_EXPIRY_DAYS.default, KEY_EXPIRY_DAYS.max);
  // One account's writes in turn, so two parallel requests cannot both pass the count.
  await tx.execute(sql`select id from users where id = ${input.userId} for update`);
  const [held] = await tx
    .select({ active: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, input.userId), isActive(now)));
  if ((held?.active ?? 0) >= MAX_ACTIVE_KEYS) throw new KeyRefused('too-many');
  const { key, hash, hint } = generateKey(input.environment);
  const [row] = await tx
    .insert(apiKeys)
    .values({
      userId: input.userId,
      name: input.name,
      environment: input.environment,
      keyHash: hash,
      hint,
      scopes: [...new Set(input.scopes)],
      createdAt: now,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
    })
    .returning(viewColumns);
  return { key, view: row! };
}

/**
 * Makes a key and returns it with its only copy of the secret. Who may ask for which
 * environment and scopes is the caller's decision (the account route, the review queue).
 */
export function createKey(db: Db, input: NewKey, now = new Date()) {
  return db.transaction((tx) => insertKey(tx, input, now));
}

/**
 * Revokes a key at once. `owner` limits it to that account's keys (the personal center); staff
 * pass none. Revoking twice keeps the first date.
 */
export async function revokeKey(
  db: Db | Tx,
  { id, by, owner }: { id: number; by: string; owner?: string },
  now = new Date(),
): Promise<ApiKeyView> {
  const own = owner === undefined ? undefined : eq(apiKeys.userId, owner);
  const [row] = await db
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now})`,
      revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${by})`,
    })
    .where(and(eq(apiKeys.id, id), own))
    .returning(viewColumns);
  if (!row) throw new KeyRefused('not-found');
  return row;
}

/**
 * Replaces a key with a new one of the same name, environment and scopes; the old one keeps
 * working for `overlapDays` more (never longer than it had left), so a deployment can switch
 * over without a moment when neither works.
 */
export function rotateKey(
  db: Db,
  { id, owner, overlapDays }: { id: number; owner: string; overlapDays: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, owner)));
    if (!old) throw new KeyRefused('not-found');
    if (old.revokedAt || old.expiresAt <= now) throw new KeyRefused('revoked');
    const lifetimeDays = Math.round((old.expiresAt.getTime() - old.createdAt.getTime()) / DAY_MS);
    const made = await insertKey(
      tx,
      {
        userId: owner,
        name: old.name,
        environment: old.environment,
        scopes: old.scopes,
        expiresInDays: lifetimeDays,
      },
      now,
    );
    const overlapEnds = Math.min(now.getTime() + overlapDays * DAY_MS, old.expiresAt.getTime());
    await tx
      .update(apiKeys)
      .set({ expiresAt: new Date(overlapEnds) })
      .where(eq(apiKeys.id, old.id));
    return made;
  });
}

export type KeyCheck =
  | { ok: true; id: number; userId: string; environment: KeyEnvironment; scopes: ApiScope[] }
  | { ok: false; reason: 'malformed' | 'checksum' | 'unknown' | 'revoked' | 'expired' };

/**
 * The key of an Open API request: its shape and checksum first (no database read for a typo),
 * then its row. Its last-used date is brought up to date at most once a minute, by the usage
 * figures' next flush (lib/server/open-api/usage.ts), not inside the request.
 */
export async function checkKey(db: Db, presented: string, now = new Date()): Promise<KeyCheck> {
  const parsed = parseKey(presented);
  if (!parsed.ok) return parsed;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, parsed.hash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) noteKeyUsed(row.id, now);
  return {
    ok: true,
    id: row.id,
    userId: row.userId,
    environment: row.environment,
    scopes: row.scopes,
  };
}
