import { getTranslations } from 'next-intl/server';
import { ContactLink } from '@/components/forms/contact-scroll.client';
import { LazyContactSection } from '@/components/forms/contact-section-lazy';
import { lightButton } from './styles';

/**
 * The closing call to action of every product page, talk to us about a system, and the contact
 * block below it that this button (and the one in the product's header) scrolls to.
 */
export async function ContactCta({ path }: { path: string }) {
  const t = await getTranslations('Products.cta');
  return (
    <>
      <section aria-labelledby="product-cta" className="bg-brand-900">
        <div className="site-container flex flex-col gap-6 py-12 desk:flex-row desk:items-center desk:justify-between">
          <div className="max-w-2xl">
            <h2 id="product-cta" className="text-2xl font-bold text-white">
              {t('heading')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-100">{t('text')}</p>
          </div>
          <ContactLink href={path} className={lightButton}>
            {t('button')}
          </ContactLink>
        </div>
      </section>
      <div className="pt-12">
        <LazyContactSection />
      </div>
    </>
  );
}
