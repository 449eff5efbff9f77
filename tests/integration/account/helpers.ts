import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAuthLimiters, setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { resetServerEnv } from '@/lib/server/env';
import { smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails } from '@/lib/server/mail/worker';
import { createFormLimiters, setFormLimiters } from '@/lib/server/security/rate-limit';
import { SITE } from '../../support/accounts';
import { useTestDatabase } from '../../support/db';
import type { SmtpPeer } from '../forms/smtp-peer';

/** The server environment of these suites: our origin, no SMS gateway unless given. */
export function useAccountEnv(extra: Record<string, string | undefined> = {}) {
  process.env.SITE_URL = SITE;
  process.env.MAIL_FROM = 'Voltara <no-reply@voltara.test>';
  delete process.env.SMS_URL;
  delete process.env.AUTH_SECRET;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
}

/** Limits high enough to stay out of the way (the limit tests set their own). */
export async function useGenerousLimits() {
  const keyPrefix = `test:${Math.random().toString(36).slice(2)}`;
  const wide = { points: 100_000, duration: 60 };
  await setAuthLimiters(createAuthLimiters({ keyPrefix, perIp: wide, perAccount: wide }));
  await setFormLimiters(createFormLimiters({ keyPrefix, perIp: wide, perEmail: wide }));
}

/**
 * The hooks of a suite that uses accounts: this environment and a database of its own before
 * all, generous limits before all and each (a suite's own hooks run after these), and after all
 * the default limits back and the database closed.
 */
export function accountSuite(suite: string, env: Record<string, string | undefined> = {}) {
  beforeAll(async () => {
    useAccountEnv(env);
    await useTestDatabase(suite);
    await getDb();
    await useGenerousLimits();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(useGenerousLimits);
}

/** Send what the outbox holds through the SMTP peer. */
export async function deliverMails(peer: SmtpPeer) {
  const sender = smtpSender(peer.url, 'Voltara <no-reply@voltara.test>');
  try {
    return await deliverDueMails(await getDb(), sender);
  } finally {
    sender.close();
  }
}

/** The 6-digit code of the last mail the peer received for `to`. */
export function codeMailedTo(peer: SmtpPeer, to: string): string {
  const mail = peer.mails.filter((m) => m.to.includes(to)).at(-1);
  const code = mail?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
