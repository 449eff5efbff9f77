import 'server-only';
import { languageByCode, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/server/mail/texts';
import cn from '@/messages/account/zh-CN.json';
import de from '@/messages/account/de-DE.json';
import au from '@/messages/account/en-AU.json';
import en from '@/messages/account/en-US.json';
import fr from '@/messages/account/fr-FR.json';
import it from '@/messages/account/it-IT.json';
import nl from '@/messages/account/nl-NL.json';

// The texts of the code mails and text messages live with the account screens' texts
// (messages/account, checked for all seven languages); they are written when the code is sent.
export type AccountTexts = (typeof en)['Account'];

const byTag: Record<Locale, { Account: AccountTexts }> = {
  'zh-CN': cn,
  'en-AU': au,
  'en-US': en,
  'de-DE': de,
  'it-IT': it,
  'nl-NL': nl,
  'fr-FR': fr,
};

export function accountTexts(code: LanguageCode): AccountTexts {
  return byTag[languageByCode(code).tag].Account;
}

export { fill };
