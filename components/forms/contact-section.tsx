import { getTranslations } from 'next-intl/server';
import { ContactForm } from './contact-form';

/** The contact form under its heading: the contact page's body, and any page's contact block. */
export async function ContactSection() {
  const t = await getTranslations('Forms.contact');
  return (
    <section aria-labelledby="contact-form-heading" className="mx-auto max-w-3xl px-4 pb-16">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-brand-900">
          {t('heading')}
        </h2>
        <ContactForm />
      </div>
    </section>
  );
}
