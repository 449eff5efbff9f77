import 'server-only';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { pageQuerySchema, serialParamSchema } from '@/lib/open-api/schemas';
import type { ApiScope } from '@/lib/open-api/scopes';
import { getDb } from '@/lib/server/db/client';
import { getProfile } from '@/lib/server/account/profile';
import { checkKey, type KeyCheck } from '@/lib/server/open-api/keys';
import { countOpenApiRequest } from '@/lib/server/open-api/limits';
import { problem } from '@/lib/server/open-api/problem';
import { sandboxSystems, type ApiSystem } from '@/lib/server/open-api/sandbox/systems';
import { clientIp } from '@/lib/server/security/client-ip';

// The Open API, version 1 (docs/requirements.md, Open API platform): one prefix for the sandbox
// and live, the key's environment deciding which systems answer. A key goes in the
// Authorization header as a bearer token, never in the URL (where logs and referrers keep it).
// Every error is a problem document (lib/server/open-api/problem.ts) with its real status.

type OpenApiEnv = { Variables: { apiKey: Extract<KeyCheck, { ok: true }> } };
export const openApiRoutes = new Hono<OpenApiEnv>();

const PREFIX = '/open/v1';

const keyProblems: Record<Exclude<KeyCheck, { ok: true }>['reason'], string> = {
  malformed: 'Send the key as "Authorization: Bearer vlt_…"; this is not one of our keys.',
  checksum: 'The key is mistyped: its checksum does not match. Copy it again from the API console.',
  unknown: 'No such key. Check that you copied the whole key.',
  revoked: 'The key has been revoked. Create a new one in the API console.',
  expired: 'The key has expired. Create or rotate a key in the API console.',
};

const authenticate: MiddlewareHandler<OpenApiEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const header = c.req.header('authorization') ?? '';
  const presented = /^Bearer +(\S+)$/i.exec(header)?.[1] ?? '';
  const checked = await checkKey(await getDb(), presented);
  if (!checked.ok) {
    c.header('WWW-Authenticate', 'Bearer realm="open-api"');
    return problem(c, 401, 'invalid-key', keyProblems[checked.reason]);
  }
  const wait = await countOpenApiRequest(c, checked.id, clientIp(c.req.raw.headers));
  if (wait !== null) {
    return problem(c, 429, 'rate-limited', `Too many requests: try again in ${wait} s.`);
  }
  c.set('apiKey', checked);
  await next();
};

openApiRoutes.use(`${PREFIX}/*`, authenticate);

const requireScope =
  (scope: ApiScope): MiddlewareHandler<OpenApiEnv> =>
  async (c, next) => {
    if (!c.get('apiKey').scopes.includes(scope)) {
      return problem(
        c,
        403,
        'missing-scope',
        `This request needs a key with the scope "${scope}".`,
      );
    }
    await next();
  };

/** The systems the key's account may read: the simulator's in the sandbox. */
async function systemsOf(c: Context<OpenApiEnv>): Promise<ApiSystem[] | Response> {
  const key = c.get('apiKey');
  if (key.environment === 'live') {
    return problem(
      c,
      403,
      'live-not-enabled',
      'Live access has not been approved for this account.',
    );
  }
  const profile = await getProfile(await getDb(), key.userId);
  return sandboxSystems(key.userId, profile?.country ?? null);
}

// GET /api/open/v1/systems?page=&size= — the caller's systems, at most 100 a page.
openApiRoutes.get(`${PREFIX}/systems`, requireScope('systems:read'), async (c) => {
  const query = pageQuerySchema.safeParse(c.req.query());
  if (!query.success) {
    return problem(c, 400, 'invalid-request', 'page must be 1 or more and size 1 to 100.', {
      errors: query.error.issues.map((i) => ({ parameter: i.path.join('.'), message: i.message })),
    });
  }
  const systems = await systemsOf(c);
  if (systems instanceof Response) return systems;
  const { page, size } = query.data;
  return c.json({
    items: systems.slice((page - 1) * size, page * size),
    page,
    size,
    total: systems.length,
  });
});

// GET /api/open/v1/systems/:serial — one of them; another account's serial is a 404, never a
// 403, so that serials cannot be probed.
openApiRoutes.get(`${PREFIX}/systems/:serial`, requireScope('systems:read'), async (c) => {
  const serial = c.req.param('serial');
  const systems = await systemsOf(c);
  if (systems instanceof Response) return systems;
  const system = serialParamSchema.safeParse(serial).success
    ? systems.find((s) => s.serial === serial)
    : undefined;
  if (!system) return problem(c, 404, 'not-found', `No system ${serial} for this key.`);
  return c.json(system);
});

// An endpoint asked with a method it does not take: 405 with Allow, as the site API answers.
for (const path of [`${PREFIX}/systems`, `${PREFIX}/systems/:serial`]) {
  openApiRoutes.on(['POST', 'PUT', 'PATCH', 'DELETE'], path, (c) => {
    c.header('Allow', 'GET, HEAD');
    return problem(c, 405, 'method-not-allowed', `${c.req.method} is not allowed here; use GET.`);
  });
}

// Anything else under the prefix: a problem document too, not the site API's envelope.
openApiRoutes.all(`${PREFIX}/*`, (c) =>
  problem(c, 404, 'not-found', 'No such endpoint in version 1 of the Open API.'),
);
