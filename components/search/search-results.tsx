import { getTranslations } from 'next-intl/server';
import { languageByCode, type Locale } from '@/lib/i18n/locales';
import type { SearchKind } from '@/lib/search/query';
import type { SearchResponse } from '@/lib/search/types';
import { MarkedText } from './marked';

type Props = {
  locale: Locale;
  answer: SearchResponse;
  kind?: SearchKind;
  /** The search was asked with exact=1: the facet links keep it. */
  exact: boolean;
  action: string;
};

/** The results of /search, rendered on the server (the page works without JavaScript). */
export async function SearchResults({ locale, answer, kind, exact, action }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const current = languageByCode(answer.lang);
  const href = (params: Record<string, string>) =>
    `${action}?${new URLSearchParams({ q: answer.query, ...params })}`;
  const facetHref = (k?: SearchKind) =>
    href({ ...(k ? { type: k } : {}), ...(exact ? { exact: '1' } : {}) });
  const shown = kind ? (answer.facets.find((f) => f.kind === kind)?.n ?? 0) : answer.total;
  return (
    <section aria-labelledby="search-results-heading" className="mx-auto max-w-5xl px-4 pb-16">
      <h2 id="search-results-heading" className="text-xl font-semibold text-brand-900">
        {t('resultsFor', { query: answer.correction ?? answer.query })}
      </h2>
      <p role="status" className="mt-1 text-slate-700">
        {t('count', { count: shown })}
      </p>
      {answer.correction ? (
        <p className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-slate-800" data-search-correction>
          {t('correctedFrom', { query: answer.query })}{' '}
          {t('correctedTo', { correction: answer.correction })}{' '}
          <a
            href={href({ exact: '1' })}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('searchExactly', { query: answer.query })}
          </a>
        </p>
      ) : null}
      {answer.otherLanguages && answer.total > 0 ? (
        <p className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-slate-800">
          {t('otherLanguages', { language: current.label })}
        </p>
      ) : null}
      {answer.total === 0 ? (
        <p className="mt-6 text-slate-700">{t('noResults', { query: answer.query })}</p>
      ) : (
        <>
          <nav aria-label={t('filterBy')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href={facetHref()}
                  aria-current={kind ? undefined : 'true'}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm text-slate-800 hover:bg-brand-50 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                >
                  {t('all')} ({answer.total})
                </a>
              </li>
              {answer.facets.map((f) => (
                <li key={f.kind}>
                  <a
                    href={facetHref(f.kind)}
                    aria-current={kind === f.kind ? 'true' : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm text-slate-800 hover:bg-brand-50 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                  >
                    {t(`kinds.${f.kind}`)} ({f.n})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ol className="mt-6 space-y-4" aria-label={t('results')}>
            {answer.hits.map((hit) => {
              const other = hit.lang !== answer.lang ? languageByCode(hit.lang) : null;
              return (
                <li
                  key={`${hit.kind}:${hit.id}:${hit.lang}`}
                  className="rounded-lg border border-slate-200 p-4"
                  data-result={`${hit.kind}:${hit.id}`}
                >
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {t(`kinds.${hit.kind}`)}
                    {other ? ` · ${t('inLanguage', { language: other.label })}` : null}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold">
                    <a
                      href={hit.href}
                      hrefLang={other?.tag}
                      className="text-brand-900 underline-offset-2 hover:underline"
                    >
                      <MarkedText parts={hit.title} />
                    </a>
                  </h3>
                  <p className="mt-1 text-slate-700" lang={other?.tag}>
                    <MarkedText parts={hit.snippet} />
                  </p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
