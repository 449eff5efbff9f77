import 'server-only';
import { isLanguageCode, languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import { accountTexts, fill } from '@/lib/server/account/texts';
import type { Db } from '@/lib/server/db/client';
import { queueMails } from '@/lib/server/mail/outbox';
import { renderMail } from '@/lib/server/mail/render';
import { sendSms } from '@/lib/server/sms';

/** A code is valid 10 minutes, allows 5 tries, and a new one can be asked after 60 s. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_TRIES = 5;
export const RESEND_AFTER_SECONDS = 60;

export type MailCodePurpose = 'sign-up' | 'recover' | 'change-email';

/** The page's language code travels in the Language header; English without one. */
export function languageOfHeaders(headers: Headers | undefined): LanguageCode {
  const code = headers?.get('language')?.trim().toLowerCase();
  return isLanguageCode(code) ? code : 'en';
}

const mailLine = {
  'sign-up': 'signUp',
  recover: 'recover',
  'change-email': 'changeEmail',
} as const;

/** The code mail in the visitor's language, queued in the outbox (the worker sends it). */
export async function sendCodeByMail(
  db: Db,
  {
    to,
    code,
    purpose,
    headers,
  }: { to: string; code: string; purpose: MailCodePurpose; headers?: Headers },
): Promise<void> {
  const language = languageOfHeaders(headers);
  const t = accountTexts(language).codes;
  const minutes = CODE_TTL_SECONDS / 60;
  const body = renderMail({
    lang: languageByCode(language).tag,
    paragraphs: [
      t.mail.greeting,
      t.mail[mailLine[purpose]],
      code,
      fill(t.mail.validity, { minutes }),
    ],
    footer: [t.mail.ignore, t.mail.automatic],
  });
  await queueMails(db, [
    { ref: `code:${purpose}`, to, language, subject: fill(t.mail.subject, { code }), ...body },
  ]);
}

/** The code as a text message in the visitor's language (lib/server/sms). */
export async function sendCodeBySms(
  db: Db,
  { to, code, headers }: { to: string; code: string; headers?: Headers },
): Promise<void> {
  const language = languageOfHeaders(headers);
  const text = fill(accountTexts(language).codes.sms, { code, minutes: CODE_TTL_SECONDS / 60 });
  await sendSms(db, { ref: 'code:phone', to, text, language });
}
