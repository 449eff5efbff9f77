import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

type Crumb = { name: string; path: string };

/** A visible trail (Home › … › page) and its BreadcrumbList; paths are unprefixed. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const locale = (await getLocale()) as Locale;
  const { code } = languageByTag(locale);
  const t = await getTranslations('Common');
  const trail = [{ name: t('home'), path: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="mx-auto max-w-7xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.path} className="hover:text-brand-800 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(code, crumb.path),
          })),
        }}
      />
    </nav>
  );
}
