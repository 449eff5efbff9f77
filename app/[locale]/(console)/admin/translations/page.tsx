import type { Metadata } from 'next';
import { contentPageOf } from '@/components/console/content/page-texts';
import { TranslationsGrid } from '@/components/console/content/translations-grid.client';
import { PageHeader } from '@/components/console/ui/page-header';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await contentPageOf(params)).t.translations.title };
}

// /admin/translations?type=news&missing=1: which languages each item has.
export default async function TranslationsPage({ params }: Props) {
  const { t } = await contentPageOf(params);
  return (
    <>
      <PageHeader title={t.translations.title} description={t.translations.intro} />
      <TranslationsGrid />
    </>
  );
}
