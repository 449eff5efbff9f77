import 'server-only';
import { languageByCode, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/server/mail/texts';
import cn from '@/messages/warranty/zh-CN.json';
import de from '@/messages/warranty/de-DE.json';
import au from '@/messages/warranty/en-AU.json';
import en from '@/messages/warranty/en-US.json';
import fr from '@/messages/warranty/fr-FR.json';
import it from '@/messages/warranty/it-IT.json';
import nl from '@/messages/warranty/nl-NL.json';

// The texts of the warranty mails and certificates live with the warranty screens' texts
// (messages/warranty, checked for all seven languages).
export type WarrantyTexts = (typeof en)['Warranty'];

const byTag: Record<Locale, { Warranty: WarrantyTexts }> = {
  'zh-CN': cn,
  'en-AU': au,
  'en-US': en,
  'de-DE': de,
  'it-IT': it,
  'nl-NL': nl,
  'fr-FR': fr,
};

export function warrantyTexts(code: LanguageCode): WarrantyTexts {
  return byTag[languageByCode(code).tag].Warranty;
}

export { fill };
