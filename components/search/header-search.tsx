import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { languageByTag, languages, prefixOf, type Locale } from '@/lib/i18n/locales';
import { searchKinds } from '@/lib/search/query';
import { SearchBox } from './search-box.client';
import type { SearchTexts } from './search-popup.client';

/** The header's search box with its texts, in the header bar or the mobile menu. */
export async function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const locale = (await getLocale()) as Locale;
  const { code } = languageByTag(locale);
  return (
    <SearchBox
      id={id}
      action={`${prefixOf(code)}/search`}
      lang={code}
      texts={await searchTexts(locale)}
      className={className}
    />
  );
}

/**
 * The box's texts, built once per render (React cache): the header bar's and the mobile menu's
 * boxes hand the same object to the browser, which the page's payload then carries once.
 */
const searchTexts = cache(async (locale: Locale): Promise<SearchTexts> => {
  const t = await getTranslations('Search');
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    loading: t('loading'),
    error: t('error'),
    count: {
      zero: t('count', { count: 0 }),
      one: t('count', { count: 1 }),
      other: t('count', { count: 2 }).replace('2', '{count}'),
    },
    noResults: t('noResults', { query: '{query}' }),
    otherLanguages: t('otherLanguages', { language: languageByTag(locale).label }),
    correctedTo: t('correctedTo', { correction: '{correction}' }),
    viewAll: t('viewAll', { query: '{query}' }),
    kinds: Object.fromEntries(searchKinds.map((k) => [k, t(`kinds.${k}`)])),
    languages: Object.fromEntries(
      languages.map((l) => [l.code, t('inLanguage', { language: l.label })]),
    ),
  };
});
