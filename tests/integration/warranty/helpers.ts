import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import {
  certifications,
  outbox,
  users,
  verifications,
  warrantyRegistrations,
} from '@/lib/server/db/schema';
import { setWarrantyLimiters } from '@/lib/server/warranty/limits';
import { useTestDatabase } from '../../support/db';
import { queuedMails } from '../../support/outbox';
import { Browser, createAccount } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { makeSerial, type FamilyCode } from '@/lib/warranty/serial';

/**
 * Seeded serials (lib/server/db/seed/serials.ts): every month from 2023-01 to 2026-10 has
 * sequences 1–360 of battery modules and 1–90 of hybrid units. `n` picks a distinct one per test.
 */
export const seeded = (code: FamilyCode, n: number, year = 2024, month = 5) =>
  makeSerial(code, year, month, n);

/** A system of one hybrid unit and towers of modules, all from one seeded month. */
export function system(n: number, towers: number[] = [3], month = 5) {
  let next = n * 6;
  return {
    hybrid: seeded('HU', n, 2024, month),
    towers: towers.map((size) =>
      Array.from({ length: size }, () => seeded('BM', ++next, 2024, month)),
    ),
    installedOn: '2025-02-10',
    address: 'Sonnenallee 1, 12045 Berlin',
    country: 'DE',
  };
}

/** The 10-character code of the last warranty mail queued for `to`. */
export async function warrantyCodeFor(to: string): Promise<string> {
  const mail = (await queuedMails({ to })).filter((r) => r.ref.startsWith('warranty:')).at(-1);
  const code = mail?.text.match(/^([A-Z2-9]{10})$/m)?.[1];
  if (!code) throw new Error(`no warranty code queued for ${to}`);
  return code;
}

/** A technical certificate for `email` (as approving a training application grants one). */
export async function grantTechnical(email: string, personName = 'Ina Installer') {
  const db = await getDb();
  const [row] = await db
    .insert(certifications)
    .values({
      email,
      personName,
      company: 'Sun Installers GmbH',
      companyKey: 'sun installers gmbh',
      country: 'DE',
      kind: 'technical',
      grantedBy: 'test',
    })
    .returning();
  return row!;
}

export async function useGenerousWarrantyLimits() {
  const wide = { points: 100_000, duration: 60 };
  const keyPrefix = `test:w:${Math.random().toString(36).slice(2)}`;
  await setWarrantyLimiters(createFormLimiters({ keyPrefix, perIp: wide, perEmail: wide }));
}

/**
 * The hooks of a warranty suite: its own database, generous limits, and before each test no
 * registration, mail or certificate and fresh accounts for the given people (signed in).
 */
export function warrantySuite(suite: string, people: string[]) {
  const browsers: Record<string, Browser> = {};
  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase(suite);
    await getDb();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await setWarrantyLimiters(undefined);
    await closeDb();
  });
  beforeEach(async () => {
    await useGenerousLimits();
    await useGenerousWarrantyLimits();
    const db = await getDb();
    await db.delete(warrantyRegistrations);
    for (const table of [users, verifications, outbox, certifications]) await db.delete(table);
    for (const [i, name] of people.entries()) {
      browsers[name] = new Browser(`203.0.113.${10 + i}`);
      await createAccount(browsers[name], { email: `${name}@example.com`, username: `${name}.x` });
    }
  });
  return browsers;
}

/** The stored row of a registration. */
export async function registrationRow(id: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(warrantyRegistrations)
    .where(eq(warrantyRegistrations.id, id));
  return row;
}
