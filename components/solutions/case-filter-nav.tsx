import { FilterLink } from '@/components/url-filter/url-filter.client';
import { caseFilterHref, caseKinds, type CaseFilter } from './case-filter';

type Props = { label: string; labels: Record<CaseFilter, string> };

// The filter lives in the URL: plain links work without JavaScript and can be shared.
export function CaseFilterNav({ label, labels }: Props) {
  const filters: CaseFilter[] = ['all', ...caseKinds];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter}>
            <FilterLink
              name="category"
              value={filter === 'all' ? '' : filter}
              href={caseFilterHref(filter)}
              className="inline-block rounded-full px-4 py-2 text-sm font-semibold"
              activeClassName="bg-brand-700 text-white"
              idleClassName="border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800"
            >
              {labels[filter]}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
