import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, languages, prefixOf, type Locale } from '@/lib/i18n/locales';
import { searchKinds } from '@/lib/search/query';
import { SearchBox } from './search-box.client';
import type { SearchTexts } from './search-popup.client';

/** The header's search box with its texts, in the header bar or the mobile menu. */
export async function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Search');
  const { code } = languageByTag(locale);
  const texts: SearchTexts = {
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
    viewAll: t('viewAll', { query: '{query}' }),
    kinds: Object.fromEntries(searchKinds.map((k) => [k, t(`kinds.${k}`)])),
    languages: Object.fromEntries(
      languages.map((l) => [l.code, t('inLanguage', { language: l.label })]),
    ),
  };
  return (
    <SearchBox
      id={id}
      action={`${prefixOf(code)}/search`}
      lang={code}
      texts={texts}
      className={className}
    />
  );
}
