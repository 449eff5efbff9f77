import 'server-only';
import { Hono } from 'hono';
import { getDb } from '@/lib/server/db/client';
import { createConsentRecord } from '@/lib/server/privacy/consent-records';
import { headerLanguage, limitByAddress, parseBody } from '@/lib/server/privacy/http';
import { privacyLimiters } from '@/lib/server/privacy/limits';
import { readJsonObject } from '@/lib/server/security/body';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { consentRecordSchema } from '@/lib/validation/consent';
import { ok } from '../envelope';
import { HttpError } from '../errors';

export const consentRoutes = new Hono();

/** A choice is a handful of fields. */
const MAX_CONSENT_BYTES = 1024;

// POST /api/consent — record a cookie choice as proof of consent (no IP address is kept).
consentRoutes.post('/consent', requireSameOrigin, async (c) => {
  await limitByAddress(c, privacyLimiters().consent, 'consent');
  const input = parseBody(consentRecordSchema, await readJsonObject(c.req.raw, MAX_CONSENT_BYTES));
  const record = await createConsentRecord(await getDb(), input, headerLanguage(c));
  return ok(c, { consentId: input.consentId, recordedAt: record.createdAt.toISOString() });
});

consentRoutes.on(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], '/consent', (c) => {
  c.header('Allow', 'POST');
  throw new HttpError(405);
});
