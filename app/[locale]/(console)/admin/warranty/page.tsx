import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { WarrantyDesk } from '@/components/console/warranty/registration-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { warrantyTexts } from '@/lib/console/i18n/warranty';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: warrantyTexts[consoleLangOf((await params).locale)].title };
}

// Warranty registrations (requirements: Warranty), for editors and admins like all /api/admin.
// Thin: the list, a serial's history and the import talk to /api/admin/warranty on the client.
export default async function WarrantyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = warrantyTexts[consoleLangOf(locale)];
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      {/* The filters live in the query string, read on the client. */}
      <Suspense>
        <WarrantyDesk />
      </Suspense>
    </>
  );
}
