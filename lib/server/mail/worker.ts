import 'server-only';
import { getDbHandle, type Db, type DbHandle } from '@/lib/server/db/client';
import { serverEnv } from '@/lib/server/env';
import { claimDueMails, markFailedAttempt, markSent, OUTBOX_CHANNEL } from './outbox';
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

type Worker = {
  timer: ReturnType<typeof setInterval>;
  sender: MailSender;
  /** No more passes; the one under way ends; no more listening. */
  stop: () => Promise<void>;
};
// On globalThis: Next may load this module once per bundle; one worker per process.
const slot = globalThis as typeof globalThis & { __voltaraMailWorker?: Worker };

export type MailWorkerOptions = {
  /** The fallback poll, in ms: mails whose wake-up was missed, and retries after a failure. */
  intervalMs?: number;
};

/**
 * Start the process's outbox worker (instrumentation.ts, once the server runs; never during the
 * build). A pass drains the due mails in batches. It runs at start (mails left from before a
 * restart), whenever a mail is queued on this database by any instance (NOTIFY on
 * OUTBOX_CHANNEL, see queueMails), and every `intervalMs` as a fallback: a wake-up is a hint,
 * the outbox table is the truth. A database that is down is retried on the next pass.
 * Resolves when the first pass has ended (listening from then on, unless the database is down).
 */
export function startMailWorker({
  intervalMs = INTERVAL_MS,
}: MailWorkerOptions = {}): Promise<void> {
  if (slot.__voltaraMailWorker || process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.resolve();
  }
  const sender = senderFromEnv();
  // The database handle listened on: a reopened database (tests, PGlite) is listened on anew.
  let listened: DbHandle | undefined;
  let stopListening = async () => {};
  let isStopped = false;

  const listen = async (handle: DbHandle) => {
    if (handle === listened || isStopped) return;
    listened = handle;
    await stopListening();
    try {
      stopListening = await handle.listen(OUTBOX_CHANNEL, () => void wake());
    } catch (error) {
      listened = undefined; // tried again on the next pass
      console.error('[mail] cannot listen for queued mails:', (error as Error).message);
    }
  };

  const pass = async () => {
    try {
      const handle = await getDbHandle();
      await listen(handle);
      let result: TickResult;
      do result = await deliverDueMails(handle.db, sender);
      while (result.sent + result.retried + result.failed === BATCH);
    } catch (error) {
      console.error('[mail] worker tick failed:', (error as Error).message);
    }
  };

  // One pass at a time; a wake-up during a pass runs one more after it (its mail may have been
  // committed after this pass claimed).
  let running: Promise<void> | null = null;
  let isDirty = false;
  const wake = (): Promise<void> => {
    if (isStopped) return Promise.resolve();
    if (running) {
      isDirty = true;
      return running;
    }
    running = (async () => {
      do {
        isDirty = false;
        await pass();
      } while (isDirty && !isStopped);
    })().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => void wake(), intervalMs);
  timer.unref();
  slot.__voltaraMailWorker = {
    timer,
    sender,
    stop: async () => {
      isStopped = true;
      await running;
      await stopListening();
    },
  };
  console.info(`[mail] outbox worker started (${sender.kind === 'smtp' ? 'SMTP' : 'server log'})`);
  return wake();
}

/** Stop the process's worker (tests, shutdown): the pass under way ends first. */
export async function stopMailWorker(): Promise<void> {
  const worker = slot.__voltaraMailWorker;
  if (!worker) return;
  slot.__voltaraMailWorker = undefined;
  clearInterval(worker.timer);
  await worker.stop();
  worker.sender.close();
}
