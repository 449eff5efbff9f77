import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ErrorKey } from '@/lib/validation/fields';

const errorKeys: ErrorKey[] = [
  'nameRequired',
  'emailRequired',
  'telephoneRequired',
  'companyRequired',
  'messageRequired',
  'countryRequired',
  'userTypeRequired',
  'pleaseFillIn',
  'emailInvalid',
  'telephoneInvalid',
  'countryInvalid',
  'tooLong',
  'consentRequired',
  'alreadySubscribed',
  'invalid',
];

/** The texts every form needs, translated on the server (the client has no messages). */
export async function commonFormTexts() {
  const t = await getTranslations('Forms');
  return {
    select: t('common.select'),
    optional: t('common.optional'),
    submitting: t('common.submitting'),
    honeypot: t('common.honeypot'),
    tooManyRequests: t('common.tooManyRequests'),
    errors: Object.fromEntries(errorKeys.map((k) => [k, t(`errors.${k}`)])) as Record<
      ErrorKey,
      string
    >,
  };
}

export type CommonFormTexts = Awaited<ReturnType<typeof commonFormTexts>>;
