import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { resetServerEnv } from '@/lib/server/env';
import { createFormLimiters, setFormLimiters } from '@/lib/server/security/rate-limit';

export const SITE = 'http://127.0.0.1:3100';

/** The server environment of these suites: our site origin, a known staff address. */
export function useFormsEnv(extra: Record<string, string | undefined> = {}) {
  process.env.SITE_URL = SITE;
  process.env.STAFF_EMAIL = 'staff@voltara.test';
  process.env.MAIL_FROM = 'Voltara <no-reply@voltara.test>';
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
}

/** Limits high enough to stay out of the way (the rate-limit suite sets its own). */
export async function useGenerousLimits() {
  await setFormLimiters(
    createFormLimiters({
      keyPrefix: `test:${Math.random().toString(36).slice(2)}`,
      perIp: { points: 10_000, duration: 60 },
      perEmail: { points: 10_000, duration: 60 },
    }),
  );
}

type PostOptions = { language?: string; headers?: Record<string, string> };

/** A form POST as the browser sends it: JSON, our Origin, the page's Language. */
export async function post(path: string, body: unknown, { language, headers }: PostOptions = {}) {
  const res = await app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      'X-Requested-With': 'XMLHttpRequest',
      ...(language ? { Language: language } : {}),
      ...headers,
    },
    body:
      typeof body === 'string' || body instanceof Uint8Array
        ? (body as BodyInit)
        : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { code?: number; message?: string; errors?: Record<string, string[]>; data?: unknown };
  try {
    json = JSON.parse(text);
  } catch {
    json = {};
  }
  return { status: res.status, headers: res.headers, body: json };
}

export async function rowCount(table: PgTable): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export const validContact = {
  name: 'Anna Schmidt',
  country: 'DE',
  email: 'anna@example.com',
  telephone: '+49 30 1234567',
  company: 'Sonnen Dach GmbH',
  message: 'Wir planen 40 Anlagen.\nBitte um Rückruf.',
};

export const validNewsletter = {
  email: 'Max@Example.com',
  name: 'Max Muster',
  country: 'AT',
  company: '',
  userType: 'installer',
  consent: true,
};

export const validApplication = {
  firstName: 'Luca',
  lastName: 'Rossi',
  jobTitle: 'Installatore',
  company: 'Energia Srl',
  email: 'luca@example.it',
  phone: '+39 02 1234 5678',
  applyUpcoming: 'no',
  trainingId: '',
  address: 'Via Roma 1',
  city: 'Milano',
  country: 'IT',
  zip: '20100',
  details: '',
  consent: true,
};
