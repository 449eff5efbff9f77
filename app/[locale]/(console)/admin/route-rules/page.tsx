import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RouteRulesPanel } from '@/components/console/route-rules/route-rules-panel.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: routeRulesTexts[consoleLangOf((await params).locale)].title };
}

// requirements: Route rules — the redirects editors manage (editors and admins; the console
// layout checks the role, the API checks it again for every call).
export default async function RouteRulesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = routeRulesTexts[consoleLangOf(locale)];
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <RouteRulesPanel />
    </>
  );
}
