import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { KeyDesk } from '@/components/console/open-api/key-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: openApiTexts[consoleLangOf((await params).locale)].keys.title };
}

// Every account's Open API keys (requirements: Open API platform), for editors and admins like
// all /api/admin. Thin: the list, revoke and control talk to /api/admin/api-keys.
export default async function ApiKeysPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = openApiTexts[consoleLangOf(locale)].keys;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      {/* The filters live in the query string, read on the client. */}
      <Suspense>
        <KeyDesk />
      </Suspense>
    </>
  );
}
