import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

// The newsletter form itself lives in the footer (id="newsletter"); this section points to it
// and to the contact form for visitors who would rather talk to someone.
export async function NewsletterCta() {
  const t = await getTranslations('Home.newsletter');
  return (
    <section aria-labelledby="newsletter-cta-heading" className="bg-white">
      <div className="site-container py-14 desk:py-20">
        <div className="rounded-3xl bg-brand-50 p-8 desk:flex desk:items-center desk:justify-between desk:gap-10 desk:p-12">
          <div className="max-w-2xl">
            <h2
              id="newsletter-cta-heading"
              className="text-2xl font-bold tracking-tight text-brand-900 desk:text-3xl"
            >
              {t('heading')}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t('text')}</p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3 desk:mt-0 desk:shrink-0">
            <a
              href="#newsletter"
              className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('subscribe')}
            </a>
            <Link
              href="/contact-us"
              className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-white"
            >
              {t('talk')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
