import 'server-only';
import { languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { fill } from '@/lib/server/mail/texts';
import type en from '@/messages/search/en-US.json';

// The API's error messages come from the search page's texts (messages/search).
type SearchTexts = (typeof en)['Search'];

export async function searchText(
  code: LanguageCode,
  key: 'tooLong' | 'badLanguage' | 'repeated',
  values: Record<string, string | number> = {},
): Promise<string> {
  const messages = (await loadMessages(languageByCode(code).tag)) as { Search: SearchTexts };
  return fill(messages.Search[key], values);
}
