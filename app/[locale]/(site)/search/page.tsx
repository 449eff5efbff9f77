import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { staticPage } from '@/components/pages/static-page';
import { SearchResults } from '@/components/search/search-results';
import { languageByTag, prefixOf, type Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH, normalizeQuery, searchKinds } from '@/lib/search/query';
import { cachedSearch } from '@/lib/server/search/cached';
import { exactParam } from '@/lib/validation/search';

// A personal page (lib/routes.ts): its results depend on ?q, so it is rendered per request and
// never enters the full-route cache. It is what the header's search form submits to, and works
// without JavaScript; with it, the header box shows results while typing.
export const dynamic = 'force-dynamic';

const page = staticPage('search');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    q?: string | string[];
    type?: string | string[];
    exact?: string | string[];
  }>;
};

export const generateMetadata = page.generateMetadata;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { code } = languageByTag(locale);
  const { q, type, exact: exactValue } = await searchParams;
  const query = normalizeQuery(first(q).slice(0, MAX_QUERY_LENGTH * 2));
  const kind = searchKinds.find((k) => k === first(type));
  // A link's `exact=1` (the "search exactly" of a corrected answer); anything else: not exact.
  const exact = exactParam.safeParse(first(exactValue) || undefined).data ?? false;
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Pages.search' }),
  ]);
  const action = `${prefixOf(code)}/search`;
  const tooLong = [...query].length > MAX_QUERY_LENGTH;
  const answer = query && !tooLong ? await cachedSearch({ query, lang: code, kind, exact }) : null;
  return (
    <>
      <PageIntro heading={pages('heading')} intro={pages('intro')}>
        <form
          role="search"
          aria-label={t('pageForm')}
          action={action}
          method="get"
          className="mt-8 flex max-w-2xl gap-2"
        >
          <label htmlFor="search-page-q" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('placeholder')}
            aria-describedby={tooLong ? 'search-page-error' : undefined}
            aria-invalid={tooLong || undefined}
            className="min-h-11 flex-1 rounded-md border border-slate-400 px-3 text-slate-900"
          />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('submit')}
          </button>
        </form>
        {tooLong ? (
          <p id="search-page-error" role="alert" className="mt-3 text-red-800">
            {t('tooLong', { max: MAX_QUERY_LENGTH })}
          </p>
        ) : null}
      </PageIntro>
      {answer ? (
        <SearchResults locale={locale} answer={answer} kind={kind} exact={exact} action={action} />
      ) : null}
    </>
  );
}
