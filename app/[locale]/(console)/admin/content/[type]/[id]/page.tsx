import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/console/content/content-editor.client';
import { contentPageOf } from '@/components/console/content/page-texts';
import { PageHeader } from '@/components/console/ui/page-header';
import { linkClass } from '@/components/console/ui/styles';
import { fill } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

async function read(params: Props['params']) {
  const page = await contentPageOf(params);
  const raw = (await params).id;
  // A malformed escape (a stray %) is kept as it came; the API answers 404 for it.
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // keep raw
  }
  return { ...page, id, title: fill(page.t.editor.editTitle, { type: page.typeLabel, id }) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await read(params)).title };
}

// /admin/content/[type]/[id]?websiteId=4: an item's language versions and the chosen one's form.
export default async function EditContentPage({ params }: Props) {
  const { typeKey, typeLabel, id, title } = await read(params);
  if (!typeKey) notFound();
  return (
    <>
      <PageHeader
        title={title}
        trail={
          <Link href={`/admin/content/${typeKey}`} className={linkClass}>
            {typeLabel}
          </Link>
        }
      />
      <ContentEditor typeKey={typeKey} id={id} />
    </>
  );
}
