import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';

/** Home › this page, named by its menu label (the same words as the header and footer). */
export async function PageCrumbs({ page }: { page: PageKey }) {
  const t = await getTranslations('Pages');
  return <Breadcrumbs items={[{ name: t(`${page}.nav`), path: pathOf(page) }]} />;
}
