import 'server-only';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { OPEN_API_BASE, operations } from '@/lib/open-api/operations';
import {
  parseBody,
  privateNoStore,
  requireSession,
  sameOriginWrites,
  type AccountEnv,
} from '@/lib/server/account/http';
import { apiKeys } from '@/lib/server/db/schema';
import { tryItSchema } from '@/lib/validation/api-try';
import { ok } from '../envelope';
import { HttpError } from '../errors';
import type { OpenApiKey } from './open-api';

// The reference's try-it console (docs/api.md, Open API): a signed-in developer sends one
// operation with one of their own keys, chosen by id. Keys are stored as hashes, so the browser
// never holds the secret and the server cannot send it either: the request runs through the
// Open API in process with the key's check result already made (`tryItKey`), through the same
// limits, scopes, ownership and schemas as any other. A live key may only read here.
export const apiTryRoutes = new Hono<AccountEnv>();

const PATH = '/account/api-keys/try';
apiTryRoutes.use(PATH, privateNoStore, sameOriginWrites, requireSession);

/** The answer's headers a developer needs to see. */
const SHOWN_HEADERS = [
  'content-type',
  'cache-control',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'allow',
  'www-authenticate',
];

// POST /api/account/api-keys/try { keyId, operation, serial?, query, body? }
apiTryRoutes.post(PATH, async (c) => {
  const userId = c.get('session').user.id;
  // Limited by the Open API's own limits, per key and per address, as the request runs through it.
  const input = await parseBody(c, tryItSchema);
  const operation = operations.find((o) => o.id === input.operation)!;
  const [row] = await c
    .get('db')
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, userId)));
  if (!row)
    throw new HttpError(404, 'Not Found: no such key of this account', { keyId: ['keyUnknown'] });
  if (row.revokedAt || row.expiresAt <= new Date()) {
    throw new HttpError(409, 'Conflict: the key is revoked or expired', { keyId: ['keyRevoked'] });
  }
  if (row.environment === 'live' && operation.method !== 'get') {
    throw new HttpError(403, 'Forbidden: live keys only read from the reference', {
      keyId: ['liveReadOnly'],
    });
  }
  const tryItKey: OpenApiKey = {
    ok: true,
    id: row.id,
    userId,
    environment: row.environment,
    scopes: row.scopes,
  };
  const path = operation.path.replace('{serial}', encodeURIComponent(input.serial ?? ''));
  const search = new URLSearchParams(input.query).toString();
  const { app } = await import('../app');
  const res = await app.request(
    `${OPEN_API_BASE}${path}${search ? `?${search}` : ''}`,
    {
      method: operation.method.toUpperCase(),
      headers: {
        'X-Forwarded-For': c.req.header('x-forwarded-for') ?? '',
        ...(operation.method === 'get' ? {} : { 'Content-Type': 'application/json' }),
      },
      body: operation.method === 'get' ? undefined : JSON.stringify(input.body ?? {}),
    },
    { tryItKey },
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: shown as text.
  }
  return ok(c, {
    request: {
      method: operation.method.toUpperCase(),
      url: `${OPEN_API_BASE}${path}${search ? `?${search}` : ''}`,
    },
    status: res.status,
    headers: Object.fromEntries(
      SHOWN_HEADERS.flatMap((h) => (res.headers.get(h) ? [[h, res.headers.get(h)!]] : [])),
    ),
    body,
  });
});
