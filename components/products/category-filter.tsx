import { FilterLink } from '@/components/url-filter/url-filter.client';
import type { GroupKey } from './catalog';

type Props = {
  label: string;
  allLabel: string;
  options: { key: GroupKey; label: string }[];
};

const base = 'inline-block rounded-full border px-4 py-2 text-sm font-medium';
const on = 'border-brand-800 bg-brand-800 text-white';
const off = 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800';

/** Plain links: the filter lives in the URL and works without JavaScript. */
export function CategoryFilter({ label, allLabel, options }: Props) {
  const links = [{ key: null, label: allLabel }, ...options];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ key, label: text }) => (
          <li key={key ?? 'all'}>
            <FilterLink
              name="category"
              value={key ?? ''}
              href={key ? { pathname: '/products', query: { category: key } } : '/products'}
              className={base}
              activeClassName={on}
              idleClassName={off}
            >
              {text}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
