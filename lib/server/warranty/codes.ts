import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import type { Tx } from '@/lib/server/console/content/types';
import type { Db } from '@/lib/server/db/client';
import { warrantyCodes, type CodePurpose } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { renderMail } from '@/lib/server/mail/render';
import { absoluteUrl } from '@/lib/site-url';
import { fill, warrantyTexts } from './texts';

/** A confirmation or transfer code is valid 72 hours and can be used once. */
export const CODE_TTL_HOURS = 72;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read from a mail, typed again
const LENGTH = 10;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function newCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

type Issue = {
  registrationId: number;
  purpose: CodePurpose;
  email: string;
  createdBy: string;
  language: LanguageCode;
  now?: Date;
};

/**
 * A new code for `email`, mailed in the same transaction (the outbox). Earlier open codes of the
 * same registration and purpose are closed: only the latest one works.
 */
export async function issueCode(tx: Tx | Db, issue: Issue): Promise<string> {
  const now = issue.now ?? new Date();
  const code = newCode();
  await tx
    .update(warrantyCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(warrantyCodes.registrationId, issue.registrationId),
        eq(warrantyCodes.purpose, issue.purpose),
        isNull(warrantyCodes.usedAt),
      ),
    );
  await tx.insert(warrantyCodes).values({
    registrationId: issue.registrationId,
    purpose: issue.purpose,
    email: issue.email,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_HOURS * 3600_000),
    createdBy: issue.createdBy,
  });
  const t = warrantyTexts(issue.language).mail;
  const lines = issue.purpose === 'confirm' ? t.confirm : t.transfer;
  const body = renderMail({
    lang: languageByCode(issue.language).tag,
    paragraphs: [t.greeting, lines.intro, code, fill(t.validity, { hours: CODE_TTL_HOURS })],
    action: {
      label: lines.action,
      url: `${absoluteUrl(issue.language, '/personal-center')}#warranty`,
    },
    footer: [t.ignore],
  });
  await queueMails(tx as Db, [
    {
      ref: `warranty:${issue.purpose}`,
      to: issue.email,
      language: issue.language,
      subject: lines.subject,
      ...body,
    },
  ]);
  return code;
}
