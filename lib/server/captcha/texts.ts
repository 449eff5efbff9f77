import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/captcha/en-US.json';

/** "Verification failure", in the language of the request (its Language header). */
export async function failureText(code: LanguageCode): Promise<string> {
  return (await serverTexts<typeof en>('captcha'))(code).Captcha.failure;
}
