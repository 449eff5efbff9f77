import { getTranslations, setRequestLocale } from 'next-intl/server';
import { staticPage } from '@/components/pages/static-page';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';
import type { SearchParams } from '@/lib/support/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };
type Body = (query: SearchParams) => Promise<React.ReactNode>;

/**
 * staticPage (translated heading, metadata, canonical, alternates) for a page whose body reads
 * the query: the filters live in the URL (spec §2 support downloads), so the Body gets them.
 * The breadcrumb trail comes first, above the page heading.
 */
export function supportPage(key: PageKey, Body: Body) {
  const { generateMetadata } = staticPage(key);

  async function Page(props: Props) {
    const [{ locale }, query] = await Promise.all([props.params, props.searchParams]);
    setRequestLocale(locale as Locale);
    const pages = await getTranslations('Pages');
    const page = staticPage(key, () => Body(query));
    return (
      <>
        <Breadcrumbs items={[{ name: pages(`${key}.nav`), path: pathOf(key) }]} />
        {await page.Page(props)}
      </>
    );
  }

  return { generateMetadata, Page };
}
