import type { Messages, MessageKeys, NestedKeyOf } from 'next-intl';
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

type FormsMessages = Messages['Forms'];

/** A translator of the Forms namespace (the server's getTranslations or the browser's). */
export type FormsTranslator = (
  key: MessageKeys<FormsMessages, NestedKeyOf<FormsMessages>>,
) => string;

/** The texts every form needs, from the Forms messages. */
export function commonTextsOf(t: FormsTranslator) {
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

export type CommonFormTexts = ReturnType<typeof commonTextsOf>;
