import 'server-only';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { HttpError } from '@/lib/server/api/errors';
import { OPEN_API_BASE, operations, type OpenApiOperation } from '@/lib/open-api/operations';
import { serialParamSchema, type ApiSystem } from '@/lib/open-api/schemas';
import { getDb } from '@/lib/server/db/client';
import type { Db } from '@/lib/server/db/types';
import { checkKey, type KeyCheck } from '@/lib/server/open-api/keys';
import { countOpenApiRequest } from '@/lib/server/open-api/limits';
import { problem, type ProblemType } from '@/lib/server/open-api/problem';
import { countDailyQuota } from '@/lib/server/open-api/quota';
import { recordUsage, usageGroupOf } from '@/lib/server/open-api/usage';
import { systemFor } from '@/lib/server/open-api/systems';
import { clientIp } from '@/lib/server/security/client-ip';
import { readJson } from '@/lib/server/security/body';
import { handlers } from './open-api-handlers';

// The Open API, version 1 (docs/requirements.md, Open API platform): one prefix for the sandbox
// and live, the key's environment deciding which systems answer. A key goes in the
// Authorization header as a bearer token, never in the URL (where logs and referrers keep it).
// Every operation of lib/open-api/operations.ts is registered here with its scope and schemas,
// the same list the OpenAPI document is generated from; every error is a problem document
// (lib/server/open-api/problem.ts) with its real status.

export type OpenApiKey = Extract<KeyCheck, { ok: true }>;
/**
 * `tryItKey` is set only in process, by the docs' try-it console for a key its signed-in owner
 * chose (lib/server/api/routes/api-try.ts): the key's secret is never stored, so the console
 * cannot send it. Requests from outside have no bindings.
 */
export type OpenApiEnv = {
  Bindings: { tryItKey?: OpenApiKey } | undefined;
  Variables: { apiKey: OpenApiKey };
};
export const openApiRoutes = new Hono<OpenApiEnv>();

const PREFIX = OPEN_API_BASE.replace(/^\/api/, '');

const keyProblems: Record<Exclude<KeyCheck, { ok: true }>['reason'], string> = {
  malformed: 'Send the key as "Authorization: Bearer vlt_…"; this is not one of our keys.',
  checksum: 'The key is mistyped: its checksum does not match. Copy it again from the API console.',
  unknown: 'No such key. Check that you copied the whole key.',
  revoked: 'The key has been revoked. Create a new one in the API console.',
  expired: 'The key has expired. Create or rotate a key in the API console.',
};

/** A key sent in the query string is refused, before anything else looks at it. */
const keyInUrl = (c: Context) =>
  [...new URL(c.req.url).searchParams].some(
    ([name, value]) => /^vlt_/i.test(value) || /^(api_?key|key|access_token|token)$/i.test(name),
  );

const authenticate: MiddlewareHandler<OpenApiEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (keyInUrl(c)) {
    return problem(
      c,
      400,
      'key-in-url',
      'Do not put an API key in the URL: send it as "Authorization: Bearer vlt_…". A key that was in a URL may be in logs: rotate it in the API console.',
    );
  }
  const header = c.req.header('authorization') ?? '';
  const presented = /^Bearer +(\S+)$/i.exec(header)?.[1] ?? '';
  const checked = c.env?.tryItKey ?? (await checkKey(await getDb(), presented));
  if (!checked.ok) {
    c.header('WWW-Authenticate', 'Bearer realm="open-api"');
    return problem(c, 401, 'invalid-key', keyProblems[checked.reason]);
  }
  c.set('apiKey', checked);
  const quota = await countDailyQuota(checked.id, checked.environment);
  if (quota.exceeded) {
    c.header('Retry-After', String(quota.retryAfter));
    return problem(
      c,
      429,
      'quota-exceeded',
      `This key's ${quota.limit} requests for today are used up; the count starts again at 00:00 UTC.`,
    );
  }
  const wait = await countOpenApiRequest(c, checked.id, clientIp(c.req.raw.headers));
  if (wait !== null) {
    return problem(c, 429, 'rate-limited', `Too many requests: try again in ${wait} s.`);
  }
  await next();
};

// Every authenticated request counts in the key's daily totals (lib/server/open-api/usage.ts:
// held in memory, written in batches), refusals included: outside `authenticate`, so its early
// answers and thrown errors are seen with their status too.
openApiRoutes.use(`${PREFIX}/*`, async (c, next) => {
  const started = performance.now();
  await next();
  const key = c.get('apiKey') as OpenApiKey | undefined;
  if (key) {
    recordUsage({
      keyId: key.id,
      group: usageGroupOf(c.req.path),
      status: c.res.status,
      durationMs: performance.now() - started,
    });
  }
});
openApiRoutes.use(`${PREFIX}/*`, authenticate);

/** What a handler gets: the parsed request, the database and the key's system, if it names one. */
export type OperationInput = {
  c: Context<OpenApiEnv>;
  db: Db;
  key: OpenApiKey;
  system: ApiSystem | null;
  query: unknown;
  body: unknown;
};

function invalid(c: Context, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return problem(c, 400, 'invalid-request', 'The request has invalid parameters; see errors.', {
    errors: issues.map((i) => ({ parameter: i.path.map(String).join('.'), message: i.message })),
  });
}

const httpProblems: Partial<Record<number, ProblemType>> = {
  413: 'payload-too-large',
  415: 'unsupported-media-type',
};

async function parseBody(c: Context, schema: ZodType) {
  try {
    return schema.safeParse(await readJson(c.req.raw));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return problem(c, error.status, httpProblems[error.status] ?? 'invalid-request', error.message);
  }
}

function register(operation: OpenApiOperation) {
  const path = `${PREFIX}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
  openApiRoutes.on(operation.method.toUpperCase(), path, async (c) => {
    const key = c.get('apiKey');
    if (!key.scopes.includes(operation.scope)) {
      return problem(
        c,
        403,
        'missing-scope',
        `This request needs a key with the scope "${operation.scope}".`,
      );
    }
    let query: unknown = undefined;
    if (operation.query) {
      const parsed = operation.query.safeParse(c.req.query());
      if (!parsed.success) return invalid(c, parsed.error.issues);
      query = parsed.data;
    } else if (new URL(c.req.url).search) {
      return problem(c, 400, 'invalid-request', 'This endpoint takes no query parameters.');
    }
    const db = await getDb();
    let system: ApiSystem | null = null;
    if (operation.pathParams) {
      // Another account's serial is a 404, never a 403, so that serials cannot be probed.
      const serial = c.req.param('serial') ?? '';
      system = serialParamSchema.safeParse(serial).success
        ? await systemFor(db, key.userId, key.environment, serial)
        : null;
      if (!system) return problem(c, 404, 'not-found', `No system ${serial} for this key.`);
    }
    let body: unknown = undefined;
    if (operation.body) {
      const parsed = await parseBody(c, operation.body);
      if (parsed instanceof Response) return parsed;
      if (!parsed.success) return invalid(c, parsed.error.issues);
      body = parsed.data;
    }
    return handlers[operation.id]({ c, db, key, system, query, body });
  });
}

for (const operation of operations) register(operation);

// An endpoint asked with a method it does not take: 405 with Allow, as the site API answers.
const methodsByPath = new Map<string, string[]>();
for (const { method, path } of operations) {
  const route = `${PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  methodsByPath.set(route, [...(methodsByPath.get(route) ?? []), method.toUpperCase()]);
}
for (const [path, methods] of methodsByPath) {
  const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  const others = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'].filter((m) => !allow.includes(m));
  openApiRoutes.on(others, path, (c) => {
    c.header('Allow', allow.join(', '));
    return problem(
      c,
      405,
      'method-not-allowed',
      `${c.req.method} is not allowed here; use ${allow.join(' or ')}.`,
    );
  });
}

// Anything else under the prefix: a problem document too, not the site API's envelope.
openApiRoutes.all(`${PREFIX}/*`, (c) =>
  problem(c, 404, 'not-found', 'No such endpoint in version 1 of the Open API.'),
);
