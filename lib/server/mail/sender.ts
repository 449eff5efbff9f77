import 'server-only';
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox';

export type MailSender = {
  /** 'log' when SMTP_URL is unset: the mail is written to the server log only. */
  kind: 'smtp' | 'log';
  send(mail: OutboxMail): Promise<void>;
  close(): void;
};

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps://…). */
export function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    // One connection kept open and reused: a new one per mail (greeting, EHLO, and the peer's
    // checks of the client) costs about 100 ms, and code mails are waited for.
    pool: true,
    maxConnections: 1,
    // Short timeouts: a hanging server must fail the attempt (and be retried) well within the
    // claim lease, not block the worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: each mail goes to the server log; the outbox row keeps it readable. */
export function logSender(logger: Pick<Console, 'info'> = console): MailSender {
  return {
    kind: 'log',
    async send(mail) {
      logger.info(
        `[mail] SMTP_URL unset, mail #${mail.id} (${mail.ref}) to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
    close: () => {},
  };
}
