import type { Metadata } from 'next';
import { PageHeader } from '@/components/console/ui/page-header';
import { contentPageOf } from '@/components/console/content/page-texts';
import { TypePicker } from '@/components/console/content/type-picker';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await contentPageOf(params)).t.content.title };
}

// /admin/content: the ten content types.
export default async function ContentTypesPage({ params }: Props) {
  const { lang, t } = await contentPageOf(params);
  return (
    <>
      <PageHeader title={t.content.title} description={t.content.intro} />
      <TypePicker lang={lang} label={t.content.typesNav} />
    </>
  );
}
