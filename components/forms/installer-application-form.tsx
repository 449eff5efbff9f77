import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { commonFormTexts } from './form-texts';
import { InstallerApplicationFormLazy } from './installer-application-form-lazy.client';
import type { SessionOption } from './installer-application-types';

const fieldNames = [
  'firstName',
  'lastName',
  'jobTitle',
  'companyName',
  'email',
  'companyPhone',
  'applyUpcoming',
  'training',
  'address',
  'city',
  'country',
  'zip',
  'details',
] as const;

/** The installer training application; `sessions` are the upcoming training sessions. */
export async function InstallerApplicationForm({ sessions }: { sessions: SessionOption[] }) {
  const t = await getTranslations('Forms');
  return (
    <InstallerApplicationFormLazy
      sessions={sessions}
      texts={{
        ...(await commonFormTexts()),
        labels: Object.fromEntries(fieldNames.map((f) => [f, t(`fields.${f}`)])) as Record<
          (typeof fieldNames)[number],
          string
        >,
        apply: { yes: t('apply.yes'), no: t('apply.no') },
        placeholders: { email: t('placeholders.email'), details: t('placeholders.details') },
        noSessions: t('installer.noSessions'),
        consent: t.rich('installer.consent', {
          link: (chunks) => <Link href="/document/privacy-policy">{chunks}</Link>,
        }),
        submit: t('installer.submit'),
        success: t('installer.success'),
        failure: t('installer.failure'),
      }}
    />
  );
}
