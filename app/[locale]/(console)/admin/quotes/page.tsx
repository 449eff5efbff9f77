import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { QuoteList } from '@/components/console/quotes/quote-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { quoteTexts } from '@/lib/console/i18n/quotes';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: quoteTexts[consoleLangOf((await params).locale)].title };
}

// Quote requests from the estimator. Thin: the list comes from /api/admin/quotes on the client.
export default async function QuotesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = quoteTexts[consoleLangOf(locale)];
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      {/* The filters live in the query string, read on the client. */}
      <Suspense>
        <QuoteList />
      </Suspense>
    </>
  );
}
