import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/page-metadata';
import { findStaticRoute, type PageKey } from '@/lib/routes';
import type { SearchParams } from '@/lib/support/search-params';
import { PageIntro } from './page-intro';

type Props = { params: Promise<{ locale: string }>; searchParams?: Promise<SearchParams> };

/**
 * What a page body gets: the request's language and, on personal pages only, its query. A
 * public page comes from the full-route cache, the same for every query: its filters
 * are applied in the browser, so its body gets an empty query.
 */
export type PageBodyProps = { locale: Locale; searchParams: SearchParams };
export type PageBody = (props: PageBodyProps) => React.ReactNode | Promise<React.ReactNode>;

/**
 * A page of the route table: its translated heading and introduction, then its Body. Both
 * exports of a page file come from here so every page has a distinct translated title,
 * description, canonical and alternates, and every page of the site layout but home shows its
 * breadcrumb trail (derived from the route table) in one place: inside the intro band, above the
 * heading. Pages of the bare layout (sign in, contact) have no site navigation, so no trail.
 */
export function staticPage(key: PageKey, Body?: PageBody) {
  const route = findStaticRoute(key, 'key');
  if (!route) throw new Error(`No route for page key ${key}`);
  const { path, indexable, personal } = route;
  const hasTrail = route.layout === 'site' && path !== '/';

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: `Pages.${key}` });
    const metadata = await buildMetadata(locale, path, {
      title: t('title'),
      description: t('description'),
    });
    return indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
  }

  async function Page({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const [t, query] = await Promise.all([
      getTranslations({ locale, namespace: `Pages.${key}` }),
      // Reading the query makes a page dynamic: only personal pages do.
      personal && searchParams ? searchParams : {},
    ]);
    return (
      <>
        <PageIntro
          heading={t('heading')}
          intro={t('intro')}
          crumbs={hasTrail ? <Breadcrumbs path={path} /> : null}
        />
        {Body ? await Body({ locale, searchParams: query }) : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
