import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentList } from '@/components/console/content/content-list.client';
import { contentPageOf } from '@/components/console/content/page-texts';
import { PageHeader } from '@/components/console/ui/page-header';
import { buttonClass, linkClass } from '@/components/console/ui/styles';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { typeLabel, t } = await contentPageOf(params);
  return { title: typeLabel || t.content.title };
}

// /admin/content/[type]: the type's language versions, filtered and paged in the browser.
export default async function ContentListPage({ params }: Props) {
  const { t, typeKey, typeLabel } = await contentPageOf(params);
  if (!typeKey) notFound();
  return (
    <>
      <PageHeader
        title={typeLabel}
        trail={
          <Link href="/admin/content" className={linkClass}>
            {t.content.title}
          </Link>
        }
        actions={
          <Link href={`/admin/content/${typeKey}/new`} className={buttonClass('primary')}>
            {t.content.newItem}
          </Link>
        }
      />
      <ContentList typeKey={typeKey} />
    </>
  );
}
