import 'server-only';
import { Hono, type Context } from 'hono';
import { readScopes } from '@/lib/open-api/scopes';
import { limitByAccount } from '@/lib/server/account/limits';
import {
  parseBody,
  privateNoStore,
  requireSession,
  sameOriginWrites,
  type AccountEnv,
} from '@/lib/server/account/http';
import { idOf } from '@/lib/server/console/submissions/params';
import {
  createKey,
  KeyRefused,
  listKeys,
  MAX_ACTIVE_KEYS,
  revokeKey,
  rotateKey,
} from '@/lib/server/open-api/keys';
import { newSandboxKeySchema, rotateKeySchema } from '@/lib/validation/api-keys';
import { ok } from '../envelope';
import { HttpError } from '../errors';

// The personal center's API console: the signed-in user's own Open API keys. Self-serve keys
// are sandbox keys with read scopes (lib/validation/api-keys.ts); live keys and `control` come
// from staff. A key's secret is in the answer that makes it and nowhere else.
export const apiKeyRoutes = new Hono<AccountEnv>();

for (const path of ['/account/api-keys', '/account/api-keys/*']) {
  apiKeyRoutes.use(path, privateNoStore, sameOriginWrites, requireSession);
}

const userIdOf = (c: Context<AccountEnv>) => c.get('session').user.id;

/** The refusal a key operation ends in, as the API console translates it (field `_`). */
function refused(error: unknown): never {
  if (!(error instanceof KeyRefused)) throw error;
  if (error.reason === 'too-many') {
    throw new HttpError(409, `Conflict: at most ${MAX_ACTIVE_KEYS} active keys an account`, {
      _: ['tooManyKeys'],
    });
  }
  if (error.reason === 'revoked') {
    throw new HttpError(409, 'Conflict: the key is revoked or expired', { _: ['keyRevoked'] });
  }
  throw new HttpError(404, 'Not Found: no such key of this account');
}

// GET /api/account/api-keys — the account's keys, without secrets, and the scopes it may choose.
apiKeyRoutes.get('/account/api-keys', async (c) => {
  const items = await listKeys(c.get('db'), userIdOf(c));
  return ok(c, { items, scopes: readScopes, maxActive: MAX_ACTIVE_KEYS });
});

// POST /api/account/api-keys — a new sandbox key; its secret is shown this once.
apiKeyRoutes.post('/account/api-keys', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'api-key', userId);
  const input = await parseBody(c, newSandboxKeySchema);
  const made = await createKey(c.get('db'), { ...input, userId, environment: 'sandbox' }).catch(
    refused,
  );
  return ok(c, { key: made.key, item: made.view });
});

// POST /api/account/api-keys/:id/revoke — at once; a revoked key stays listed, greyed.
apiKeyRoutes.post('/account/api-keys/:id/revoke', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'api-key', userId);
  const id = idOf(c.req.param('id'));
  const item = await revokeKey(c.get('db'), { id, by: userId, owner: userId }).catch(refused);
  return ok(c, { item });
});

// POST /api/account/api-keys/:id/rotate — a new key; the old one works for the overlap chosen.
apiKeyRoutes.post('/account/api-keys/:id/rotate', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'api-key', userId);
  const id = idOf(c.req.param('id'));
  const { overlapDays } = await parseBody(c, rotateKeySchema);
  const made = await rotateKey(c.get('db'), { id, owner: userId, overlapDays }).catch(refused);
  return ok(c, { key: made.key, item: made.view });
});
