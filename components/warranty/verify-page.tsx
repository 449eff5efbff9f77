import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { certificateCodePattern } from '@/lib/routes';
import { cachedVerifyView } from '@/lib/server/warranty/verify-page';
import { isCovered } from '@/lib/warranty/terms';

type Props = { params: Promise<{ locale: string; code: string }> };

async function load(params: Props['params']) {
  const { locale, code } = await params;
  const view = certificateCodePattern.test(code) ? await cachedVerifyView(code) : null;
  return { locale: locale as Locale, view };
}

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Warranty.verify' });
  // A certificate's own page: never in search results.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The page a certificate's QR code opens. Whether the warranty is valid and until
 * when, the term and the kinds of products; no owner, address, installer or serial number.
 */
async function Page({ params }: Props) {
  const { locale, view } = await load(params);
  if (!view) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Warranty' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const validUntil = dateFormat.format(new Date(`${view.validUntil}T00:00:00Z`));
  const today = new Date().toISOString().slice(0, 10);
  const state =
    view.status === 'void'
      ? { tone: 'border-red-300 bg-red-50 text-red-900', text: t('verify.void') }
      : view.status === 'pending'
        ? { tone: 'border-amber-300 bg-amber-50 text-amber-900', text: t('verify.pending') }
        : isCovered(view.validUntil, today)
          ? {
              tone: 'border-green-300 bg-green-50 text-green-900',
              text: t('verify.valid', { date: validUntil }),
            }
          : {
              tone: 'border-slate-300 bg-slate-50 text-slate-900',
              text: t('verify.expired', { date: validUntil }),
            };
  const term = view.withMaintenance
    ? t('certificate.extendedTerm', { years: view.termYears })
    : t('certificate.standardTerm', { years: view.termYears });

  return (
    <>
      <PageIntro heading={t('verify.title')} intro={t('verify.intro')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16">
        <p
          role="status"
          data-status={view.status}
          className={`rounded-lg border p-5 text-lg font-semibold ${state.tone}`}
        >
          {state.text}
        </p>
        <dl className="grid gap-x-6 gap-y-3 desk:grid-cols-[14rem_1fr]">
          <dt className="font-medium text-slate-700">{t('verify.term')}</dt>
          <dd>
            {term}
            {view.withMaintenance ? ` · ${t('verify.certifiedInstaller')}` : null}
          </dd>
          <dt className="font-medium text-slate-700">{t('verify.installedOn')}</dt>
          <dd>{monthFormat.format(new Date(`${view.installedMonth}-01T00:00:00Z`))}</dd>
          <dt className="font-medium text-slate-700">{t('verify.products')}</dt>
          <dd>
            <ul>
              {view.products.map((p) => (
                <li key={`${p.family}:${p.model}`}>
                  {t('verify.count', { count: p.count })} {t(`families.${p.family}`)} {p.model}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </>
  );
}

export const verifyPage = { generateMetadata, Page };
