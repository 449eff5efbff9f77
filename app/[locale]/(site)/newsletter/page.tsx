import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { staticPage } from '@/components/pages/static-page';
import type { Locale } from '@/lib/i18n/locales';

// A personal page (lib/routes.ts): rendered per request, with the nonce CSP, never cached.
export const dynamic = 'force-dynamic';

// The translated result of a newsletter link (/api/newsletter/confirm and /unsubscribe redirect
// here with ?status=…); without a status, the newsletter page itself. The form is the footer's.
const page = staticPage('newsletter');
const results = ['confirmed', 'unsubscribed', 'invalid'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ status?: string | string[] }>;
};

export const generateMetadata = page.generateMetadata;

export default async function NewsletterPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { status } = await searchParams;
  const result = results.find((r) => r === status);
  const t = await getTranslations({ locale, namespace: 'Forms.newsletterResult' });
  const pages = await getTranslations({ locale, namespace: 'Pages.newsletter' });
  return (
    <PageIntro
      heading={result ? t(`${result}.heading`) : pages('heading')}
      intro={result ? t(`${result}.intro`) : pages('intro')}
    >
      {result === 'confirmed' ? null : (
        <p className="mt-8">
          <a
            href="#newsletter"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('toForm')}
          </a>
        </p>
      )}
    </PageIntro>
  );
}
