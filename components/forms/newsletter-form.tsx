import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { userTypes } from '@/lib/validation/newsletter';
import { commonFormTexts } from './form-texts';
import { NewsletterFormLazy } from './newsletter-form-lazy.client';

/** Spec §3 newsletter subscription (double opt-in), translated on the server. */
export async function NewsletterForm() {
  const t = await getTranslations('Forms');
  return (
    <NewsletterFormLazy
      texts={{
        ...(await commonFormTexts()),
        labels: {
          email: t('fields.email'),
          name: t('fields.name'),
          country: t('fields.country'),
          company: t('fields.company'),
          userType: t('fields.userType'),
        },
        placeholders: { email: t('placeholders.email'), name: t('placeholders.name') },
        userTypes: userTypes.map((value) => ({ value, label: t(`userTypes.${value}`) })),
        consent: t.rich('newsletter.consent', {
          link: (chunks) => <Link href="/document/privacy-policy">{chunks}</Link>,
        }),
        submit: t('newsletter.submit'),
        success: t('newsletter.success'),
        successDetail: t('newsletter.successDetail'),
        conflict: t('newsletter.alreadySubscribed'),
        failure: t('newsletter.failure'),
      }}
    />
  );
}
