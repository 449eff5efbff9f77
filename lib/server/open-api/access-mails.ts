import 'server-only';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import { accountTexts, fill } from '@/lib/server/account/texts';
import type { MailDraft } from '@/lib/server/mail/outbox';
import { renderMail } from '@/lib/server/mail/render';
import { staffNotification, type MailContext } from '@/lib/server/mail/templates';
import { absoluteUrl } from '@/lib/site-url';
import type { ApiScope } from '@/lib/open-api/scopes';

// The mails of live access to the Open API: staff hear of a new application (in English, with
// what was asked); the account hears of the decision in the application's language, written
// when it is queued (lib/server/mail/outbox.ts), from messages/account (Account.apiAccessMail).

/** An application's reference in mails and the console: A-17. */
export const applicationReference = (id: number) => `A-${id}`;

type Application = {
  id: number;
  company: string;
  useCase: string;
  systemsCount: number;
  scopes: ApiScope[];
  language: LanguageCode;
};

/** To STAFF_EMAIL: a new application waits in the console's review queue. */
export function applicationToStaff(
  application: Application,
  applicantEmail: string,
  ctx: MailContext,
): MailDraft {
  const reference = applicationReference(application.id);
  return staffNotification(
    {
      ref: `api-application:${application.id}`,
      title: `Open API application ${reference}: ${application.company}`,
      language: application.language,
      fields: [
        ['Account', applicantEmail],
        ['Company', application.company],
        ['Systems', String(application.systemsCount)],
        ['Scopes', application.scopes.join(', ')],
        ['Use case', application.useCase],
        ['Review', `${ctx.site}/admin/api-applications`],
      ],
    },
    ctx,
  );
}

export type Decision = { kind: 'approved' | 'granted' } | { kind: 'rejected'; reason: string };

/** To the account: the decision, in the application's language, with a link to the console. */
export function decisionToApplicant(
  { id, to, language }: { id: number; to: string; language: LanguageCode },
  decision: Decision,
): MailDraft {
  const t = accountTexts(language).apiAccessMail;
  const reference = applicationReference(id);
  const lines =
    decision.kind === 'rejected'
      ? [fill(t.rejected, { reference, reason: decision.reason }), t.rejectedNext]
      : [fill(t[decision.kind], { reference })];
  const body = renderMail({
    lang: languageByCode(language).tag,
    paragraphs: [t.greeting, ...lines],
    action: { label: t.action, url: `${absoluteUrl(language, '/personal-center')}#apiKeys` },
    footer: [t.automatic],
  });
  const subject = decision.kind === 'rejected' ? t.rejectedSubject : t.approvedSubject;
  return {
    ref: `api-application:${id}:${decision.kind}`,
    to,
    language,
    subject: `${subject} (${reference})`,
    ...body,
  };
}
