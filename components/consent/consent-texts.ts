import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { pathOf } from '@/lib/site-menu';

export const consentCategories = ['necessary', 'preference', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type ConsentTexts = {
  title: string;
  description: string;
  policyLink: string;
  policyHref: string;
  acceptAll: string;
  decline: string;
  allowSelection: string;
  save: string;
  close: string;
  categoriesLegend: string;
  alwaysOn: string;
  categories: Record<ConsentCategory, { name: string; description: string }>;
};

type ConsentMessages = typeof import('@/messages/consent/en-US.json');

// One chunk per language, loaded with the banner: its texts are no part of every cached page,
// for a banner most visits never show.
const messages: Record<Locale, () => Promise<{ default: ConsentMessages }>> = {
  'zh-CN': () => import('@/messages/consent/zh-CN.json'),
  'en-AU': () => import('@/messages/consent/en-AU.json'),
  'en-US': () => import('@/messages/consent/en-US.json'),
  'de-DE': () => import('@/messages/consent/de-DE.json'),
  'it-IT': () => import('@/messages/consent/it-IT.json'),
  'nl-NL': () => import('@/messages/consent/nl-NL.json'),
  'fr-FR': () => import('@/messages/consent/fr-FR.json'),
};

/** The banner's texts in the page's language, translated in the browser when it is shown. */
export async function loadConsentTexts(locale: Locale): Promise<ConsentTexts> {
  const t = createTranslator({
    locale,
    messages: (await messages[locale]()).default,
    namespace: 'Consent',
  });
  const keys = [
    'title',
    'description',
    'policyLink',
    'acceptAll',
    'decline',
    'allowSelection',
    'save',
    'close',
    'categoriesLegend',
    'alwaysOn',
  ] as const;
  const plain = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
    (typeof keys)[number],
    string
  >;
  const categories = Object.fromEntries(
    consentCategories.map((c) => [
      c,
      { name: t(`categories.${c}.name`), description: t(`categories.${c}.description`) },
    ]),
  ) as ConsentTexts['categories'];
  return { ...plain, policyHref: pathOf('cookiesPolicy'), categories };
}
