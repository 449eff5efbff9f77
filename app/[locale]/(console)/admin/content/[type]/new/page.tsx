import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentCreate } from '@/components/console/content/content-create.client';
import { contentPageOf } from '@/components/console/content/page-texts';
import { PageHeader } from '@/components/console/ui/page-header';
import { linkClass } from '@/components/console/ui/styles';
import { fill } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { typeLabel, t } = await contentPageOf(params);
  return { title: fill(t.editor.newTitle, { type: typeLabel }) };
}

// /admin/content/[type]/new: a new item in one language.
export default async function NewContentPage({ params }: Props) {
  const { t, typeKey, typeLabel } = await contentPageOf(params);
  if (!typeKey) notFound();
  return (
    <>
      <PageHeader
        title={fill(t.editor.newTitle, { type: typeLabel })}
        trail={
          <Link href={`/admin/content/${typeKey}`} className={linkClass}>
            {typeLabel}
          </Link>
        }
      />
      <ContentCreate typeKey={typeKey} />
    </>
  );
}
