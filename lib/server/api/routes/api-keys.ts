import 'server-only';
import { Hono, type Context } from 'hono';
import { limitByAccount } from '@/lib/server/account/limits';
import {
  parseBody,
  privateNoStore,
  requireSession,
  sameOriginWrites,
  type AccountEnv,
} from '@/lib/server/account/http';
import { isPlaceholderEmail } from '@/lib/server/account/sign-up';
import { languageOfHeaders } from '@/lib/server/auth/delivery';
import { idOf } from '@/lib/server/console/submissions/params';
import type { Db } from '@/lib/server/db/client';
import {
  ApplicationRefused,
  applyForLiveAccess,
  hasLiveAccess,
  listApplications,
} from '@/lib/server/open-api/applications';
import {
  createKey,
  KeyRefused,
  listKeys,
  MAX_ACTIVE_KEYS,
  revokeKey,
  rotateKey,
} from '@/lib/server/open-api/keys';
import { liveAccessApplicationSchema } from '@/lib/validation/api-access';
import { newKeySchema, rotateKeySchema, selfServeScopes } from '@/lib/validation/api-keys';
import { ok } from '../envelope';
import { HttpError } from '../errors';

// The personal center's API console: the signed-in user's own Open API keys and their live
// access. Sandbox keys are self-serve; live keys once an application is approved (or staff
// granted access); `control` on a live key only from staff (lib/validation/api-keys.ts). A key's
// secret is in the answer that makes it and nowhere else.
export const apiKeyRoutes = new Hono<AccountEnv>();

for (const path of ['/account/api-keys', '/account/api-keys/*', '/account/api-access']) {
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

/** Whether the account has live access, and its latest application (null before the first). */
async function accessOf(db: Db, userId: string) {
  const [liveAccess, [application]] = await Promise.all([
    hasLiveAccess(db, userId),
    listApplications(db, userId),
  ]);
  return { liveAccess, application: application ?? null };
}

// GET /api/account/api-keys — the account's keys, without secrets, its live access, and the
// environments and scopes it may choose.
apiKeyRoutes.get('/account/api-keys', async (c) => {
  const userId = userIdOf(c);
  const [items, access] = await Promise.all([
    listKeys(c.get('db'), userId),
    accessOf(c.get('db'), userId),
  ]);
  const environments = access.liveAccess ? ['sandbox', 'live'] : ['sandbox'];
  return ok(c, {
    items,
    ...access,
    environments,
    scopes: selfServeScopes,
    maxActive: MAX_ACTIVE_KEYS,
  });
});

// POST /api/account/api-keys — a new key; its secret is shown this once. Live only with access.
apiKeyRoutes.post('/account/api-keys', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'api-key', userId);
  const input = await parseBody(c, newKeySchema);
  if (input.environment === 'live' && !(await hasLiveAccess(c.get('db'), userId))) {
    throw new HttpError(403, 'Forbidden: live access has not been approved for this account', {
      _: ['liveNotApproved'],
    });
  }
  const made = await createKey(c.get('db'), { ...input, userId }).catch(refused);
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

// GET /api/account/api-access — live access and the latest application, for the API console.
apiKeyRoutes.get('/account/api-access', async (c) =>
  ok(c, await accessOf(c.get('db'), userIdOf(c))),
);

// POST /api/account/api-access — apply for live access; staff are told by mail. 409 while an
// application waits or access exists; 403 for an account without a proven e-mail (the decision
// is mailed).
apiKeyRoutes.post('/account/api-access', async (c) => {
  const { id: userId, email, emailVerified } = c.get('session').user;
  await limitByAccount(c, 'api-access', userId);
  const input = await parseBody(c, liveAccessApplicationSchema);
  if (isPlaceholderEmail(email) || !emailVerified) {
    throw new HttpError(403, 'Forbidden: add and confirm an e-mail address first', {
      _: ['emailNeeded'],
    });
  }
  const language = languageOfHeaders(c.req.raw.headers);
  const application = await applyForLiveAccess(
    c.get('db'),
    { userId, email },
    input,
    language,
  ).catch((error: unknown) => {
    if (!(error instanceof ApplicationRefused)) throw error;
    const pending = error.reason === 'pending';
    throw new HttpError(
      409,
      pending ? 'Conflict: an application is waiting already' : 'Conflict: live access exists',
      { _: [pending ? 'applicationPending' : 'alreadyLive'] },
    );
  });
  return ok(c, { liveAccess: false, application });
});
