import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { contactRequests, outbox } from '@/lib/server/db/schema';
import { smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails } from '@/lib/server/mail/worker';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { startRelay } from '../../support/tcp-relay';
import { post, rowCount, useFormsEnv, useGenerousLimits, validContact } from './helpers';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/** Submit a contact request; the count of 200 answers is compared with the stored rows. */
async function submit(n: number) {
  const res = await post('/api/contact', { ...validContact, email: `restart${n}@example.com` });
  return res.status;
}

describe(`forms across a database restart (${testDriver})`, () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_restart', { persistent: true });
    await getDb();
    await useGenerousLimits();
    peer = await startSmtpPeer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await peer.stop();
    await setFormLimiters(undefined);
    await closeDb();
    useFormsEnv({ DATABASE_URL: undefined });
  });

  // One scenario per driver, each a restart as that driver has it (no skipped test).
  const pgliteRestart = [
    'keeps every acknowledged submission and its queued mails when the process restarts',
    async () => {
      for (let n = 0; n < 3; n++) expect(await submit(n)).toBe(200);

      await closeDb(); // the server stops: the embedded database is closed, its lock released
      expect(await submit(3)).toBe(200); // the next request reopens the same data dir

      expect(await rowCount(contactRequests)).toBe(4);
      const db = await getDb();
      const sender = smtpSender(peer.url, 'Voltara <no-reply@voltara.test>');
      try {
        expect(await deliverDueMails(db, sender)).toEqual({ sent: 8, retried: 0, failed: 0 });
      } finally {
        sender.close();
      }
      const visitors = peer.mails.filter((m) => m.to.some((to) => to.startsWith('restart')));
      expect(visitors.map((m) => m.to[0]).sort()).toEqual(
        [0, 1, 2, 3].map((n) => `restart${n}@example.com`),
      );
    },
  ] as const;

  const postgresRestart = [
    'answers 503 while PostgreSQL is away, stores nothing it did not acknowledge, and recovers',
    async () => {
      const target = new URL(process.env.DATABASE_URL!);
      await closeDb();
      let relay = await startRelay(target.hostname, Number(target.port || 5432));
      const viaRelay = new URL(target);
      viaRelay.host = `127.0.0.1:${relay.port}`;
      useFormsEnv({ DATABASE_URL: viaRelay.toString() });

      const acknowledged: number[] = [];
      let n = 0;
      for (; n < 3; n++) acknowledged.push(await submit(n));
      expect(acknowledged).toEqual([200, 200, 200]);

      await relay.stop(); // PostgreSQL goes away: open connections drop, new ones are refused
      const duringOutage: number[] = [];
      for (; n < 6; n++) duringOutage.push(await submit(n));
      expect(duringOutage).toEqual([503, 503, 503]);

      relay = await startRelay(target.hostname, Number(target.port || 5432), relay.port); // and comes back on the same address
      const after: number[] = [];
      for (; n < 9; n++) after.push(await submit(n));
      expect(after).toEqual([200, 200, 200]);
      await relay.stop();
      await closeDb(); // returns: no client was leaked while the server was away
      useFormsEnv({ DATABASE_URL: target.toString() });

      // Exactly the acknowledged submissions are stored, each with its two mails queued.
      const db = await getDb();
      const stored = await db.select({ email: contactRequests.email }).from(contactRequests);
      expect(stored.map((r) => r.email).sort()).toEqual(
        [0, 1, 2, 6, 7, 8].map((i) => `restart${i}@example.com`).sort(),
      );
      expect(await rowCount(outbox)).toBe(12);
    },
  ] as const;

  const [title, scenario] = testDriver === 'postgres' ? postgresRestart : pgliteRestart;
  it(title, scenario);
});
