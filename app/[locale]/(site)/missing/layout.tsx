import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { NotFoundView } from '@/components/errors/not-found-view.client';
import type { Locale } from '@/lib/i18n/locales';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Errors' });
  // No robots field: Next marks a 404 noindex itself, as it does the site's other not-found pages.
  return { title: t('notFoundTitle') };
}

/**
 * The not-found page proxy.ts answers an unknown detail id with (lib/known-details.ts): one per
 * language, stored once, whatever the id asked for. It has no public path: /missing is no
 * known path, so the proxy sends a visitor who types it to the home page.
 *
 * The site's not-found view is here, in the layout, as in ../missing-certificate/layout.tsx: the
 * page below only throws notFound() for the 404 status, inside a Suspense boundary, so Next keeps
 * the view in the stored HTML (outside one it stores an empty error shell that only a script
 * fills in), and the not-found file beside it renders nothing.
 */
export default async function MissingDetailLayout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <NotFoundView />
      <Suspense>{children}</Suspense>
    </>
  );
}
