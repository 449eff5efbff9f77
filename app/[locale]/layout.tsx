import './globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AppErrorGate } from '@/components/app-shell/app-error-gate.client';
import { AppShell } from '@/components/app-shell/app-shell.client';
import { inter } from '@/lib/fonts';
import { PageLanguageProvider } from '@/lib/i18n/client-navigation';
import { isLocale } from '@/lib/i18n/locales';
import { runningBuildId } from '@/lib/server/privacy/build-id';
import { thirdPartyScripts } from '@/lib/server/privacy/scripts';
import { siteUrl } from '@/lib/site-url';

// Public pages come from Next's full-route cache (see docs/decisions/cached-public-pages.md):
// the build prerenders no language (so it never opens the database), the first request for a
// page renders and stores it, and a console write revalidates the tags its reads carry.
// Personal pages opt out with their own `dynamic = 'force-dynamic'`.
export function generateStaticParams() {
  return [];
}

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: t('titleTemplate'), default: t('siteName') },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = { themeColor: '#0b3b2e', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Only the error view translates on the client; every other text is rendered on the server.
  const { Errors } = await getMessages();
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <PageLanguageProvider locale={locale} errors={Errors}>
          <AppErrorGate>{children}</AppErrorGate>
          {/* Consent-gated scripts, language cache, build check, chunk recovery. */}
          <AppShell buildId={runningBuildId()} {...thirdPartyScripts()} />
        </PageLanguageProvider>
      </body>
    </html>
  );
}
