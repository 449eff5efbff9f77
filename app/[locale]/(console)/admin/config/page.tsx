import type { Metadata } from 'next';
import { ConfigEditor } from '@/components/console/content/config-editor.client';
import { contentPageOf } from '@/components/console/content/page-texts';
import { PageHeader } from '@/components/console/ui/page-header';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await contentPageOf(params)).t.config.title };
}

// /admin/config?tag=de-DE: the translated configuration served at /config/i18n.
export default async function ConfigPage({ params }: Props) {
  const { t } = await contentPageOf(params);
  return (
    <>
      <PageHeader title={t.config.title} description={t.config.intro} />
      <ConfigEditor />
    </>
  );
}
