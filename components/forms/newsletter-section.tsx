import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from './newsletter-form';

/** The footer's newsletter block (`#newsletter`: the home page and result pages link to it). */
export async function NewsletterSection() {
  const t = await getTranslations('Forms.newsletter');
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-24 border-b border-white/15"
    >
      <div className="site-container grid gap-8 py-12 desk:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold text-white">
            {t('heading')}
          </h2>
          <p className="mt-3 text-slate-200">{t('intro')}</p>
        </div>
        <div className="rounded-lg bg-white p-5 text-slate-900 desk:p-6">
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
