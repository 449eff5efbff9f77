import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { fill } from '@/lib/server/mail/texts';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/warranty/en-US.json';

// The texts of the warranty mails and certificates live with the warranty screens' texts
// (messages/warranty, checked for all seven languages).
export type WarrantyTexts = (typeof en)['Warranty'];

const texts = await serverTexts<typeof en>('warranty');

export function warrantyTexts(code: LanguageCode): WarrantyTexts {
  return texts(code).Warranty;
}

export { fill };
