'use client';

import { useFilterText } from '@/components/url-filter/filter-texts.client';
import { useUrlFilter } from '@/components/url-filter/url-filter.client';
import { parseKeyword } from '@/lib/support/keyword';
import { firstParam } from '@/lib/support/search-params';
import { ResultStatus } from './fields';

type Props = {
  /** Message keys: the count, the count with the keyword, the keyword said back. */
  count: string;
  found?: string;
  echo?: string;
};

/**
 * The result count of a list searched by ?q= (applied in the browser), why a keyword
 * was cut (Support.search.trimmed), and the keyword searched for, shown back as text.
 */
export function KeywordStatus({ count, found, echo }: Props) {
  const view = useUrlFilter();
  const t = useFilterText();
  const keyword = parseKeyword(firstParam(view?.query ?? {}, 'q'));
  const values = { count: view?.count ?? 0, keyword: keyword.text };
  return (
    <>
      <ResultStatus
        text={t(found && keyword.text ? found : count, values)}
        note={keyword.isTrimmed ? t('Support.search.trimmed') : null}
      />
      {echo && keyword.text ? (
        <p className="mt-1 text-sm text-slate-700">{t(echo, values)}</p>
      ) : null}
    </>
  );
}
