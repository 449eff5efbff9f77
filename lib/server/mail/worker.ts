import 'server-only';
import { getDb, type Db } from '@/lib/server/db/client';
import { serverEnv } from '@/lib/server/env';
import { claimDueMails, markFailedAttempt, markSent } from './outbox';
import { logSender, smtpSender, type MailSender } from './sender';

export type TickResult = { sent: number; retried: number; failed: number };

const BATCH = 20;
const INTERVAL_MS = 5_000;
/** Kept in the row so staff can tell a logged mail from a delivered one. */
export const SENT_TO_LOG = 'sent-to-log: SMTP_URL unset, the mail was written to the server log';

/**
 * One pass of the outbox worker: claim the due mails and send each. A failure is recorded on
 * its row and retried with backoff; nothing is removed, so the outbox is the mail log.
 */
export async function deliverDueMails(
  db: Db,
  sender: MailSender,
  { now = new Date(), limit = BATCH }: { now?: Date; limit?: number } = {},
): Promise<TickResult> {
  const result: TickResult = { sent: 0, retried: 0, failed: 0 };
  for (const mail of await claimDueMails(db, now, limit)) {
    try {
      await sender.send(mail);
      await markSent(db, mail.id, new Date(), sender.kind === 'log' ? SENT_TO_LOG : null);
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = await markFailedAttempt(db, mail, now, message);
      console.error(
        `[mail] #${mail.id} (${mail.ref}) attempt ${mail.attempts} failed${isFinal ? ', giving up' : ''}: ${message}`,
      );
      result[isFinal ? 'failed' : 'retried']++;
    }
  }
  return result;
}

export function senderFromEnv(): MailSender {
  const { SMTP_URL, MAIL_FROM } = serverEnv();
  return SMTP_URL ? smtpSender(SMTP_URL, MAIL_FROM) : logSender();
}

type Worker = { timer: ReturnType<typeof setInterval>; sender: MailSender };
// On globalThis: Next may load this module once per bundle; one worker per process.
const slot = globalThis as typeof globalThis & { __voltaraMailWorker?: Worker };

/**
 * Start the process's outbox worker (instrumentation.ts, once the server runs; never during the
 * build). Each tick drains the due mails in batches; a database that is down is retried on the
 * next tick.
 */
export function startMailWorker(intervalMs = INTERVAL_MS): void {
  if (slot.__voltaraMailWorker || process.env.NEXT_PHASE === 'phase-production-build') return;
  const sender = senderFromEnv();
  let isBusy = false;
  const tick = async () => {
    if (isBusy) return;
    isBusy = true;
    try {
      const db = await getDb();
      let result: TickResult;
      do result = await deliverDueMails(db, sender);
      while (result.sent + result.retried + result.failed === BATCH);
    } catch (error) {
      console.error('[mail] worker tick failed:', (error as Error).message);
    } finally {
      isBusy = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  slot.__voltaraMailWorker = { timer, sender };
  console.info(`[mail] outbox worker started (${sender.kind === 'smtp' ? 'SMTP' : 'server log'})`);
}

export function stopMailWorker(): void {
  const worker = slot.__voltaraMailWorker;
  if (!worker) return;
  clearInterval(worker.timer);
  worker.sender.close();
  slot.__voltaraMailWorker = undefined;
}
