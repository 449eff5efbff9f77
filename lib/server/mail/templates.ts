import 'server-only';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import type { MailDraft } from './outbox';
import { renderMail } from './render';
import { fill, formTexts } from './texts';

/** Where links point and who is told: SITE_URL without a trailing slash, STAFF_EMAIL. */
export type MailContext = { site: string; staffEmail: string };

type Visitor = { ref: string; reference: string; to: string; name: string; language: LanguageCode };

function closing(language: LanguageCode, site: string) {
  const t = formTexts(language).mail;
  return { closing: t.closing, footer: [fill(t.automatic, { site: new URL(site).host })] };
}

/**
 * The visitor's acknowledgement, in their language. It repeats none of what they wrote but
 * their name: a form that mails its input to any address would be a spam relay.
 */
export function visitorConfirmation(
  kind: 'contact' | 'application',
  { ref, reference, to, name, language }: Visitor,
  { site }: MailContext,
): MailDraft {
  const t = formTexts(language).mail;
  const { closing: bye, footer } = closing(language, site);
  const body = renderMail({
    lang: languageByCode(language).tag,
    paragraphs: [fill(t.greeting, { name }), fill(t[kind].body, { ref: reference }), bye],
    footer,
  });
  return { ref, to, language, subject: `${t[kind].subject} (${reference})`, ...body };
}

/** Double opt-in: the link activates the subscription; unsubscribing always works. */
export function newsletterConfirmation(
  { ref, to, name, language }: Omit<Visitor, 'reference'>,
  links: { confirmUrl: string; unsubscribeUrl: string },
  { site }: MailContext,
): MailDraft {
  const t = formTexts(language).mail;
  const { closing: bye, footer } = closing(language, site);
  const body = renderMail({
    lang: languageByCode(language).tag,
    paragraphs: [fill(t.greeting, { name }), t.newsletter.body],
    action: { label: t.newsletter.action, url: links.confirmUrl },
    footer: [
      t.newsletter.ignore,
      bye,
      fill(t.newsletter.unsubscribe, { url: links.unsubscribeUrl }),
      ...footer,
    ],
  });
  return { ref, to, language, subject: t.newsletter.subject, ...body };
}

/**
 * The notification to STAFF_EMAIL: every field, labelled in English (the team's language), and
 * the visitor's language so the answer is written in it.
 */
export function staffNotification(
  {
    ref,
    title,
    fields,
    language,
  }: {
    ref: string;
    title: string;
    fields: [label: string, value: string][];
    language: LanguageCode;
  },
  { staffEmail }: MailContext,
): MailDraft {
  const lines = [
    ...fields.map(([label, value]) =>
      value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
    ),
    `Language: ${languageByCode(language).label} (${language})`,
  ];
  return {
    ref,
    to: staffEmail,
    language: 'en',
    subject: `[Voltara] ${title}`,
    text: `${title}\n\n${lines.join('\n')}\n`,
    html: null,
  };
}
