import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { captchaTexts } from '@/components/captcha/captcha-texts';
import { Link } from '@/lib/i18n/navigation';
import type { AccountMessages } from './types';

/**
 * The account screens' texts, translated on the server and handed to the client forms as
 * props (the client has no messages). Placeholders such as {seconds} are kept for the browser
 * to fill (format.ts); the terms label is rendered here with its two links.
 */
export async function accountTexts() {
  const t = await getTranslations('Account');
  const { Account } = await getMessages();
  const group = <K extends keyof AccountMessages>(name: K): AccountMessages[K] => Account[name];
  return {
    errors: group('errors'),
    fields: group('fields'),
    hints: group('hints'),
    common: group('common'),
    terms: t.rich('fields.terms', {
      service: (chunks) => (
        <Link href="/document/service-agreement" target="_blank">
          {chunks}
        </Link>
      ),
      privacy: (chunks) => (
        <Link href="/document/privacy-policy" target="_blank">
          {chunks}
        </Link>
      ),
    }),
    captcha: await captchaTexts(),
  };
}

/** One of the screen groups (signIn, signUp, recover, menu, center) as raw strings. */
export async function accountGroup<K extends keyof AccountMessages>(
  name: K,
): Promise<AccountMessages[K]> {
  return (await getMessages()).Account[name];
}
