import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { smsOutbox } from '@/lib/server/db/schema';

export type SmsDraft = { ref: string; to: string; text: string; language: string };
export type SmsOutcome = 'sent' | 'logged';

/** The gateway refused or could not be reached: the code was not sent (the row says why). */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

const TIMEOUT_MS = 10_000;

const smsUrlSchema = z
  .url({ protocol: /^https?$/, error: 'SMS_URL must be an http(s):// URL' })
  .optional();

/** SMS_URL: the HTTP gateway's endpoint; unset (or blank) → the server log. */
export function smsUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return smsUrlSchema.parse(env.SMS_URL?.trim() || undefined);
}

type Options = { url?: string; fetchImpl?: typeof fetch; logger?: Pick<Console, 'info'> };

/**
 * Send one text message through the pluggable transport: with SMS_URL, a JSON POST
 * `{ to, text }` to that gateway, which must answer 2xx; without it, a line in the server log.
 * Either way the message is recorded in sms_outbox, like the mail outbox. A code is worth
 * nothing late, so it is sent now rather than queued: a failure is told to the visitor at once.
 */
export async function sendSms(
  db: Db,
  draft: SmsDraft,
  { url = smsUrl(), fetchImpl = fetch, logger = console }: Options = {},
): Promise<SmsOutcome> {
  if (!url) {
    logger.info(`[sms] SMS_URL unset, message (${draft.ref}) to ${draft.to}: ${draft.text}`);
    await db.insert(smsOutbox).values({ ...draft, status: 'logged' });
    return 'logged';
  }
  let failure: string | undefined;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: draft.to, text: draft.text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) failure = `gateway answered ${response.status}`;
    await response.body?.cancel().catch(() => {});
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  await db
    .insert(smsOutbox)
    .values({ ...draft, status: failure ? 'failed' : 'sent', lastError: failure ?? null });
  if (failure) throw new SmsDeliveryError(`SMS to ${draft.to} failed: ${failure}`);
  return 'sent';
}
