import { getTranslations } from 'next-intl/server';
import { staticPage } from '@/components/pages/static-page';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';

type Props = { params: Promise<{ locale: string }> };

/**
 * staticPage (translated title, description, canonical, alternates, heading and intro) with the
 * breadcrumb trail above the heading: visible and as BreadcrumbList JSON-LD (issue 3).
 */
export function trailPage(key: PageKey, Body?: () => Promise<React.ReactNode>) {
  const page = staticPage(key, Body);

  async function Page(props: Props) {
    // staticPage sets the request locale, so the trail below reads the same language.
    const content = await page.Page(props);
    const t = await getTranslations('Pages');
    return (
      <>
        <Breadcrumbs items={[{ name: t(`${key}.nav`), path: pathOf(key) }]} />
        {content}
      </>
    );
  }

  return { generateMetadata: page.generateMetadata, Page };
}
