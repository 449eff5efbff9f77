import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { fill } from '@/lib/server/mail/texts';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/search/en-US.json';

// The API's error messages come from the search page's texts (messages/search).
export async function searchText(
  code: LanguageCode,
  key: 'tooLong' | 'badLanguage' | 'repeated' | 'badOption',
  values: Record<string, string | number> = {},
): Promise<string> {
  const texts = await serverTexts<typeof en>('search');
  return fill(texts(code).Search[key], values);
}
