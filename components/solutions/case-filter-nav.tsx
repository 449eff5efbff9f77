import { Link } from '@/lib/i18n/navigation';
import { caseFilterHref, caseKinds, type CaseFilter } from './case-filter';

type Props = { label: string; active: CaseFilter; labels: Record<CaseFilter, string> };

// Issue 3: the filter lives in the URL; plain links work without JavaScript and can be shared.
export function CaseFilterNav({ label, active, labels }: Props) {
  const filters: CaseFilter[] = ['all', ...caseKinds];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const isActive = filter === active;
          return (
            <li key={filter}>
              <Link
                href={caseFilterHref(filter)}
                aria-current={isActive ? 'page' : undefined}
                className={
                  isActive
                    ? 'inline-block rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white'
                    : 'inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800'
                }
              >
                {labels[filter]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
