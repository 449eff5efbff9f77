import { getTranslations } from 'next-intl/server';
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

/** The banner's texts, translated on the server and handed to the lazily loaded banner. */
export async function getConsentTexts(): Promise<ConsentTexts> {
  const t = await getTranslations('Consent');
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
