import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../integration/forms/smtp-peer';

// The mail the server sends during end-to-end tests. playwright.config.ts points the server's
// SMTP_URL at a real SMTP server (smtp-server) that the runner starts on a fixed loopback port
// (globalSetup: mailbox-setup.ts); it writes every message into E2E_MAILBOX, which any test
// worker reads, e.g. to type the verification code a visitor received.

export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3125);
export const mailboxDir = () =>
  process.env.E2E_MAILBOX ?? path.join(os.tmpdir(), 'voltara-e2e-mailbox');

/** Start the SMTP server; resolves to its stop function. */
export async function startMailbox(): Promise<() => Promise<void>> {
  const dir = mailboxDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const raw = Buffer.concat(chunks).toString('utf8');
        const name = `${Date.now()}-${process.pid}-${++count}.json`;
        // Written aside, then renamed: a reader polling the mailbox never sees half a file
        // (it read one once: "Unexpected end of JSON input"). Readers take *.json only.
        const part = path.join(dir, `${name}.part`);
        writeFileSync(part, JSON.stringify({ at: Date.now(), to, raw }));
        renameSync(part, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(MAIL_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

type Stored = { at: number; to: string[]; raw: string };

function mailsTo(address: string, since: number) {
  const wanted = address.toLowerCase();
  return readdirSync(mailboxDir())
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(mailboxDir(), name), 'utf8')) as Stored)
    .filter((mail) => mail.at >= since && mail.to.includes(wanted))
    .sort((a, b) => a.at - b.at)
    .map((mail) => parseMail(mail.raw, mail.to));
}

/**
 * The 6-digit code of the newest mail to `address` received since `since` (ms). The server's
 * outbox worker sends every few seconds, so this waits for it.
 */
export async function codeMailedTo(
  address: string,
  since: number,
  pattern = /^(\d{6})$/m,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address, since).at(-1);
        code = mail?.text.match(pattern)?.[1] ?? '';
        return code;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .not.toBe('');
  return code;
}
