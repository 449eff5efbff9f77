import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ApplicationDesk } from '@/components/console/open-api/application-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: openApiTexts[consoleLangOf((await params).locale)].applications.title };
}

// Applications for live access to the Open API (requirements: Open API platform), for editors
// and admins like all /api/admin. Thin: the queue talks to /api/admin/api-applications.
export default async function ApiApplicationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = openApiTexts[consoleLangOf(locale)].applications;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      {/* The filters live in the query string, read on the client. */}
      <Suspense>
        <ApplicationDesk />
      </Suspense>
    </>
  );
}
