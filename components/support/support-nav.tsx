import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';

// The six support-center screens (requirements: Routes), one click apart.
const supportPages = [
  'faqs',
  'video',
  'warranty',
  'corporate',
  'downloads',
  'localSupport',
] as const;

export async function SupportNav({ current }: { current: PageKey }) {
  const t = await getTranslations('Support.nav');
  const pages = await getTranslations('Pages');
  return (
    <nav aria-label={t('label')} className="mb-10 border-b border-slate-200 pb-4">
      <ul className="flex flex-wrap gap-2">
        {supportPages.map((key) => (
          <li key={key}>
            <Link
              href={pathOf(key)}
              aria-current={key === current ? 'page' : undefined}
              className="inline-block rounded-full border border-brand-700 px-4 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
            >
              {pages(`${key}.nav`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
