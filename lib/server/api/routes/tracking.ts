import 'server-only';
import { Hono } from 'hono';
import { getDb } from '@/lib/server/db/client';
import { limitByAddress, parseBody } from '@/lib/server/privacy/http';
import { privacyLimiters } from '@/lib/server/privacy/limits';
import { saveVisit } from '@/lib/server/privacy/visits';
import { readJsonObject } from '@/lib/server/security/body';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { trackingBeaconSchema } from '@/lib/validation/tracking';
import { ok } from '../envelope';
import { HttpError } from '../errors';

export const trackingRoutes = new Hono();

/** Two hundred routes and a hundred resources fit comfortably. */
const MAX_BEACON_BYTES = 64 * 1024;

/**
 * navigator.sendBeacon sends a string body as text/plain (a JSON type would need a CORS
 * preflight a beacon cannot make); it is read as the JSON it is.
 */
function asJsonRequest(request: Request): Request {
  const type = request.headers.get('content-type') ?? '';
  if (!/^text\/plain\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i.test(type.trim())) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request, { headers });
}

// POST /api/tracking — store a visit's tracking data; only with statistics consent on record.
trackingRoutes.post('/tracking', requireSameOrigin, async (c) => {
  await limitByAddress(c, privacyLimiters().tracking, 'tracking');
  const body = await readJsonObject(asJsonRequest(c.req.raw), MAX_BEACON_BYTES);
  const beacon = parseBody(trackingBeaconSchema, body);
  const result = await saveVisit(await getDb(), beacon);
  if (result.status === 'noConsent') {
    throw new HttpError(403, 'Forbidden: no statistics consent is on record for this consent id');
  }
  return ok(c, { status: 'saved' });
});

trackingRoutes.on(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], '/tracking', (c) => {
  c.header('Allow', 'POST');
  throw new HttpError(405);
});
