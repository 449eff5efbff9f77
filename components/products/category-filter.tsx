import { Link } from '@/lib/i18n/navigation';
import type { GroupKey } from './catalog';

type Props = {
  label: string;
  allLabel: string;
  options: { key: GroupKey; label: string }[];
  active: GroupKey | null;
};

const base = 'inline-block rounded-full border px-4 py-2 text-sm font-medium';
const on = 'border-brand-800 bg-brand-800 text-white';
const off = 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800';

/** Plain links (issue 3: the filter lives in the URL and works without JavaScript). */
export function CategoryFilter({ label, allLabel, options, active }: Props) {
  const links = [{ key: null, label: allLabel }, ...options];
  return (
    <nav aria-label={label} className="mx-auto max-w-7xl px-4 pt-8">
      <ul className="flex flex-wrap gap-2">
        {links.map(({ key, label: text }) => (
          <li key={key ?? 'all'}>
            <Link
              href={key ? { pathname: '/products', query: { category: key } } : '/products'}
              aria-current={key === active ? 'page' : undefined}
              className={`${base} ${key === active ? on : off}`}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
