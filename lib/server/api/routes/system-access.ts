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
import { idOf } from '@/lib/server/console/submissions/params';
import {
  ConsentRefused,
  grantSystemAccess,
  listSystemAccess,
  revokeSystemAccess,
} from '@/lib/server/open-api/consents';
import { grantSystemAccessSchema, MAX_CONSENTS_PER_SYSTEM } from '@/lib/validation/system-access';
import { ok } from '../envelope';
import { HttpError } from '../errors';

// The personal center's access to your systems (docs/requirements.md, Open API platform): an
// owner consents, per registered system, to another account's Open API keys reaching it (its
// installer's, a developer's, or with `control` their own), and withdraws a consent at any time.
// Someone else's system or consent is a 404, never a 403, so that neither can be probed.
export const systemAccessRoutes = new Hono<AccountEnv>();

for (const path of ['/account/system-access', '/account/system-access/*']) {
  systemAccessRoutes.use(path, privateNoStore, sameOriginWrites, requireSession);
}

const userIdOf = (c: Context<AccountEnv>) => c.get('session').user.id;

/** The refusal a consent operation ends in, as the personal center translates it. */
function refused(error: unknown): never {
  if (!(error instanceof ConsentRefused)) throw error;
  switch (error.reason) {
    case 'no-system':
      throw new HttpError(404, 'Not Found: no such system of this account', {
        serial: ['noSuchSystem'],
      });
    case 'no-account':
      throw new HttpError(404, 'Not Found: no account has this e-mail address', {
        email: ['noAccount'],
      });
    case 'too-many':
      throw new HttpError(
        409,
        `Conflict: at most ${MAX_CONSENTS_PER_SYSTEM} active consents a system`,
        { _: ['tooManyConsents'] },
      );
    default:
      throw new HttpError(404, 'Not Found: no such consent of this account', {
        _: ['consentNotFound'],
      });
  }
}

// GET /api/account/system-access — the account's registered systems, each with its active
// consents (the grantee's e-mail, control, since when).
systemAccessRoutes.get('/account/system-access', async (c) =>
  ok(c, { items: await listSystemAccess(c.get('db'), userIdOf(c)) }),
);

// POST /api/account/system-access — consent for the account with `email` to reach `serial`;
// given again, `control` changes. 404 by field for a system or an e-mail not found.
systemAccessRoutes.post('/account/system-access', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'system-access', userId);
  const input = await parseBody(c, grantSystemAccessSchema);
  const item = await grantSystemAccess(c.get('db'), userId, input).catch(refused);
  return ok(c, { item });
});

// POST /api/account/system-access/:id/revoke — withdrawn at once; the grantee's keys stop
// reaching the system with their next request.
systemAccessRoutes.post('/account/system-access/:id/revoke', async (c) => {
  const userId = userIdOf(c);
  await limitByAccount(c, 'system-access', userId);
  const id = idOf(c.req.param('id'));
  await revokeSystemAccess(c.get('db'), userId, id).catch(refused);
  return ok(c, { id });
});
