import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ApiUsageDesk } from '@/components/console/api-usage/usage-totals.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { apiUsageTexts } from '@/lib/console/i18n/api-usage';
import { consoleLangOf } from '@/lib/console/i18n/common';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: apiUsageTexts[consoleLangOf((await params).locale)].title };
}

// The Open API's usage (requirements: Open API platform), for editors and admins like all
// /api/admin. Thin: the figures come from /api/admin/api-usage on the client.
export default async function ApiUsagePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = apiUsageTexts[consoleLangOf(locale)];
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <ApiUsageDesk />
    </>
  );
}
