import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button.client';
import { NewsletterSection } from '@/components/forms/newsletter-section';
import { Link } from '@/lib/i18n/navigation';
import { legalMenu, mainMenu, pathOf } from '@/lib/site-menu';
import { Wordmark } from './logo';

// Spec §9: the copyright year is 2025.
const COPYRIGHT_YEAR = 2025;

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Nav');
  const pages = await getTranslations('Pages');
  const consent = await getTranslations('Consent');
  return (
    <footer className="mt-auto bg-brand-900 text-slate-100">
      <NewsletterSection />
      <div className="site-container grid gap-10 py-12 desk:grid-cols-[1.2fr_3fr]">
        <div className="space-y-4">
          <div className="inline-block rounded bg-white px-3 py-2">
            <Wordmark />
          </div>
          <p className="text-sm text-slate-200">{t('tagline')}</p>
          <address className="space-y-1 text-sm not-italic text-slate-200">
            <p>{t('address')}</p>
            <p>
              <a className="underline hover:text-white" href={`mailto:${t('email')}`}>
                {t('email')}
              </a>
            </p>
            <p>
              <a
                className="underline hover:text-white"
                href={`tel:${t('phone').replace(/\s+/g, '')}`}
              >
                {t('phone')}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label={nav('company')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {[...mainMenu, legalMenu].map((section) => (
            <div key={section.key}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
                {nav(section.key)}
              </h2>
              <ul className="space-y-2 text-sm">
                {section.pages.map((key) => (
                  <li key={key}>
                    <Link
                      prefetch={false}
                      href={pathOf(key)}
                      className="text-slate-200 hover:text-white hover:underline"
                    >
                      {pages(`${key}.nav`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="site-container flex flex-wrap items-center justify-between gap-3 py-5 text-sm text-slate-200">
          <p>{t('copyright', { year: COPYRIGHT_YEAR })}</p>
          <CookieSettingsButton label={consent('settings')} />
        </div>
      </div>
    </footer>
  );
}
