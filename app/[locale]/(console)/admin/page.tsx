import type { Metadata } from 'next';
import { Dashboard } from '@/components/console/content/dashboard.client';
import { contentPageOf } from '@/components/console/content/page-texts';
import { PageHeader } from '@/components/console/ui/page-header';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await contentPageOf(params)).t.dashboard.title };
}

// /admin: what needs attention (counts read from the console API in the browser).
export default async function DashboardPage({ params }: Props) {
  const { t } = await contentPageOf(params);
  return (
    <>
      <PageHeader title={t.dashboard.title} description={t.dashboard.intro} />
      <Dashboard />
    </>
  );
}
