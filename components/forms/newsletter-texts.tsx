import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/client-navigation';
import { userTypes } from '@/lib/validation/newsletter';
import { commonTextsOf, type CommonFormTexts } from './common-texts';
import type { Outcomes } from './use-submission';

export type NewsletterField = 'email' | 'name' | 'country' | 'company' | 'userType';
export type NewsletterTexts = CommonFormTexts &
  Outcomes & {
    labels: Record<NewsletterField, string>;
    placeholders: { email: string; name: string };
    userTypes: { value: string; label: string }[];
    consent: ReactNode;
    submit: string;
  };

type FormsMessages = typeof import('@/messages/forms/en-US.json');

// One chunk per language, loaded with the footer's form (itself loaded on demand): its texts
// are no part of every cached page.
const messages: Record<Locale, () => Promise<{ default: FormsMessages }>> = {
  'zh-CN': () => import('@/messages/forms/zh-CN.json'),
  'en-AU': () => import('@/messages/forms/en-AU.json'),
  'en-US': () => import('@/messages/forms/en-US.json'),
  'de-DE': () => import('@/messages/forms/de-DE.json'),
  'it-IT': () => import('@/messages/forms/it-IT.json'),
  'nl-NL': () => import('@/messages/forms/nl-NL.json'),
  'fr-FR': () => import('@/messages/forms/fr-FR.json'),
};

const loaded = new Map<Locale, Promise<NewsletterTexts>>();

/** The newsletter form's texts in the page's language, translated in the browser (cached). */
export function loadNewsletterTexts(locale: Locale): Promise<NewsletterTexts> {
  let texts = loaded.get(locale);
  if (!texts) {
    texts = messages[locale]().then(({ default: m }) => newsletterTexts(locale, m));
    // A failed chunk is tried again on the next render, not remembered.
    texts.catch(() => loaded.delete(locale));
    loaded.set(locale, texts);
  }
  return texts;
}

function newsletterTexts(locale: Locale, messages: FormsMessages): NewsletterTexts {
  const t = createTranslator({ locale, messages, namespace: 'Forms' });
  return {
    ...commonTextsOf(t),
    labels: {
      email: t('fields.email'),
      name: t('fields.name'),
      country: t('fields.country'),
      company: t('fields.company'),
      userType: t('fields.userType'),
    },
    placeholders: { email: t('placeholders.email'), name: t('placeholders.name') },
    userTypes: userTypes.map((value) => ({ value, label: t(`userTypes.${value}`) })),
    consent: t.rich('newsletter.consent', {
      link: (chunks) => <Link href="/document/privacy-policy">{chunks}</Link>,
    }),
    submit: t('newsletter.submit'),
    success: t('newsletter.success'),
    successDetail: t('newsletter.successDetail'),
    conflict: t('newsletter.alreadySubscribed'),
    failure: t('newsletter.failure'),
  };
}
