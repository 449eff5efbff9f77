import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { findStaticRoute, type PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/**
 * The pages of the route table on the way to `path`, home excluded, `path` itself included when
 * it is one: /products/high-voltage-lfp-battery → products, batteryBox; /explore/news/7 → news;
 * /support-center/faqs → faqs (no /support-center page). The trail follows the routes, so a new
 * page gets its parents without a list to keep.
 */
export function trailOf(path: string): PageKey[] {
  const segments = path.split('/').filter(Boolean);
  return segments.flatMap((_, index) => {
    const route = findStaticRoute(`/${segments.slice(0, index + 1).join('/')}`);
    return route ? [route.key] : [];
  });
}

type Props = {
  /** The unprefixed path of the page. */
  path: string;
  /** The last crumb's name for an item page (a news article, a product) that is no route. */
  current?: string;
};

/**
 * Home › … › this page, visible and as BreadcrumbList JSON-LD. Every page renders it the same
 * way: first in the block that holds its h1, directly above the heading (staticPage through
 * PageIntro; the news, blog and product detail pages in their own headers).
 */
export async function Breadcrumbs({ path, current }: Props) {
  const locale = (await getLocale()) as Locale;
  const { code } = languageByTag(locale);
  const [common, pages] = await Promise.all([getTranslations('Common'), getTranslations('Pages')]);
  const trail = [
    { name: common('home'), path: '/' },
    ...trailOf(path).map((key) => ({ name: pages(`${key}.nav`), path: pathOf(key) })),
    ...(current === undefined ? [] : [{ name: current, path }]),
  ];
  return (
    <nav aria-label={common('breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-700">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </span>
            ) : (
              <Link
                href={crumb.path}
                className="inline-flex min-h-6 items-center text-brand-800 hover:underline"
              >
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
