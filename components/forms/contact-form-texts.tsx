import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ContactFormTexts } from './contact-form.client';
import { commonFormTexts } from './form-texts';

/**
 * The contact form's texts (all fields required), translated on the server. This module
 * names no client component: a server module that imports one puts its code into the first
 * load of every page that imports the module, rendered or not, so the eager form
 * (contact-section.tsx) and the on-demand one (contact-section-lazy.tsx) each import their own.
 */
export async function contactFormTexts(): Promise<ContactFormTexts> {
  const t = await getTranslations('Forms');
  const fields = ['name', 'country', 'email', 'telephone', 'company', 'message'] as const;
  return {
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
  };
}
