import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PartnerList } from '@/components/console/inbox/partner-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = inboxTexts[consoleLangOf((await params).locale)].partners;
  return { title: t.title };
}

// Certified companies and partners. Thin: the list comes from /api/admin on the client.
export default async function PartnersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = inboxTexts[consoleLangOf(locale)].partners;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <PartnerList />
    </>
  );
}
