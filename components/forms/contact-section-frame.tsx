import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContactScrollTarget } from './contact-scroll.client';

/**
 * The contact form under its heading: the contact page's body, and the contact block at the end
 * of product and solution pages (contact-section-lazy.tsx), which ContactLinks scroll to through
 * the scroll-to-contact flag.
 */
export async function ContactSectionFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('Forms.contact');
  return (
    <ContactScrollTarget>
      <section aria-labelledby="contact-form-heading" className="site-container pb-16">
        <div className="max-w-3xl rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h2
            id="contact-form-heading"
            tabIndex={-1}
            data-contact-heading
            className="mb-6 text-2xl font-bold text-brand-900 focus:outline-none"
          >
            {t('heading')}
          </h2>
          {children}
        </div>
      </section>
    </ContactScrollTarget>
  );
}
