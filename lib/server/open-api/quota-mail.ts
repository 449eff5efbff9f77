import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { isLanguageCode, languageByCode, languages, type LanguageCode } from '@/lib/i18n/locales';
import { accountTexts, fill } from '@/lib/server/account/texts';
import { isPlaceholderEmail } from '@/lib/server/account/sign-up';
import type { Db } from '@/lib/server/db/client';
import { apiApplications, apiKeys, outbox, users } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { renderMail } from '@/lib/server/mail/render';
import { absoluteUrl } from '@/lib/site-url';

// The mail to a key's owner when the key has used 80 % of its daily quota (quota.ts): once per
// key and UTC day, whichever instance sees the crossing. The outbox row is the record: its ref
// names the key and the day, and a transaction-scoped advisory lock on that ref lets only one
// instance look for it and write it at a time.

export type QuotaWarning = { keyId: number; day: string; used: number; limit: number };

export const quotaWarningRef = (keyId: number, day: string) => `api-quota:${keyId}:${day}`;

/**
 * The owner's language. Account mails are written in the language the person last wrote to us
 * in: the page's for a code, the application's for its decision. A key's use comes from a
 * program, so: the account's latest application for live access, else the variant of the
 * account's country (the region of its tag: DE → de, AU → au), else English.
 */
async function ownerLanguage(db: Db, userId: string, country: string | null) {
  const [application] = await db
    .select({ language: apiApplications.language })
    .from(apiApplications)
    .where(eq(apiApplications.userId, userId))
    .orderBy(desc(apiApplications.createdAt), desc(apiApplications.id))
    .limit(1);
  if (isLanguageCode(application?.language)) return application.language;
  const byCountry = languages.find((l) => country && l.tag.endsWith(`-${country.toUpperCase()}`));
  return byCountry?.code ?? 'en';
}

function warningMail(
  language: LanguageCode,
  to: string,
  key: { id: number; name: string; hint: string },
  { day, used, limit }: QuotaWarning,
) {
  const t = accountTexts(language).apiQuotaMail;
  const tag = languageByCode(language).tag;
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent' });
  const values = {
    name: key.name,
    hint: key.hint,
    used: number.format(used),
    limit: number.format(limit),
    // Whole percent, rounded down: 79.9 % is not yet 80 %.
    share: percent.format(Math.floor((used / limit) * 100) / 100),
  };
  const body = renderMail({
    lang: tag,
    paragraphs: [t.greeting, fill(t.body, values), fill(t.limit, values)],
    action: { label: t.action, url: `${absoluteUrl(language, '/personal-center')}#apiKeys` },
    footer: [t.once, t.automatic],
  });
  return {
    ref: quotaWarningRef(key.id, day),
    to,
    language,
    subject: fill(t.subject, values),
    ...body,
  };
}

/**
 * Queues the warning unless it was queued for this key and day before; true when this call
 * queued it. No mail for an account without an e-mail address (made with a phone number).
 */
export function queueQuotaWarning(db: Db, warning: QuotaWarning): Promise<boolean> {
  const ref = quotaWarningRef(warning.keyId, warning.day);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ref}))`);
    const [queued] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.ref, ref))
      .limit(1);
    if (queued) return false;
    const [owner] = await tx
      .select({
        userId: users.id,
        email: users.email,
        country: users.country,
        name: apiKeys.name,
        hint: apiKeys.hint,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.id, warning.keyId));
    if (!owner || isPlaceholderEmail(owner.email)) return false;
    const language = await ownerLanguage(tx, owner.userId, owner.country);
    const key = { id: warning.keyId, name: owner.name, hint: owner.hint };
    await queueMails(tx, [warningMail(language, owner.email, key, warning)]);
    return true;
  });
}
