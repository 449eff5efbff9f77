import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { fill } from '@/lib/server/mail/texts';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/account/en-US.json';

// The texts of the code mails and text messages live with the account screens' texts
// (messages/account, checked for all seven languages); they are written when the code is sent.
export type AccountTexts = (typeof en)['Account'];

const texts = await serverTexts<typeof en>('account');

export function accountTexts(code: LanguageCode): AccountTexts {
  return texts(code).Account;
}

export { fill };
