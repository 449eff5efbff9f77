import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CertificateMissing } from '@/components/warranty/certificate-missing';
import type { Locale } from '@/lib/i18n/locales';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Warranty.missing' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The answer proxy.ts gives a certificate check whose code is malformed or unknown
 * (lib/known-details.ts): one per language, stored once, whatever the code. It has no public
 * path: /missing-certificate is no known path, so the proxy sends a visitor who types it home.
 *
 * The answer is here, in the layout: the page below only throws notFound() for the 404 status,
 * and the not-found file beside it renders nothing. A not-found file gets no params to know its
 * language from, and a notFound() outside a Suspense boundary leaves the stored HTML an empty
 * error shell that only a script fills in; inside one, Next keeps what was rendered around it
 * and still answers 404, so the page and its form work without JavaScript.
 */
export default async function MissingCertificateLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <>
      <CertificateMissing locale={locale} />
      <Suspense>{children}</Suspense>
    </>
  );
}
