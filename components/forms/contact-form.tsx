import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ContactFormClient } from './contact-form.client';
import { ContactFormLazy } from './contact-form-lazy.client';
import { commonFormTexts } from './form-texts';

/**
 * Spec §3 contact form (all fields required), translated on the server. `lazy`: the form's
 * code loads after the page (a contact block at the end of another page).
 */
export async function ContactForm({ lazy = false }: { lazy?: boolean }) {
  const Form = lazy ? ContactFormLazy : ContactFormClient;
  const t = await getTranslations('Forms');
  const fields = ['name', 'country', 'email', 'telephone', 'company', 'message'] as const;
  return (
    <Form
      texts={{
        ...(await commonFormTexts()),
        labels: Object.fromEntries(fields.map((f) => [f, t(`fields.${f}`)])) as Record<
          (typeof fields)[number],
          string
        >,
        placeholders: {
          name: t('placeholders.name'),
          email: t('placeholders.email'),
          telephone: t('placeholders.telephone'),
          company: t('placeholders.company'),
          message: t('placeholders.message'),
        },
        submit: t('contact.submit'),
        success: t('contact.success'),
        failure: t('contact.failure'),
        privacyNote: t.rich('contact.privacyNote', {
          link: (chunks) => <Link href="/document/privacy-policy">{chunks}</Link>,
        }),
      }}
    />
  );
}
