import 'server-only';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type CaptchaMessages = (typeof import('@/messages/captcha/en-US.json'))['Captcha'];

/** "Verification failure", in the language of the request (its Language header). */
export async function failureText(code: LanguageCode): Promise<string> {
  const messages = await loadMessages(languageByCode(code).tag);
  return (messages.Captcha as CaptchaMessages).failure;
}
