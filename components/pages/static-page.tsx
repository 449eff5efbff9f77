import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/page-metadata';
import { findStaticRoute, type PageKey } from '@/lib/routes';
import { PageIntro } from './page-intro';

type Props = { params: Promise<{ locale: string }> };

/**
 * A page of the route table that shows its translated heading and introduction; the content
 * issue fills each with its sections. Both exports of a page file come from here so every page
 * has a distinct translated title, description, canonical and alternates.
 */
export function staticPage(key: PageKey, Body?: () => Promise<React.ReactNode>) {
  const route = findStaticRoute(key, 'key');
  if (!route) throw new Error(`No route for page key ${key}`);
  const { path, indexable } = route;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: `Pages.${key}` });
    const metadata = await buildMetadata(locale, path, {
      title: t('title'),
      description: t('description'),
    });
    return indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
  }

  async function Page({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: `Pages.${key}` });
    return (
      <>
        <PageIntro heading={t('heading')} intro={t('intro')} />
        {Body ? await Body() : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
