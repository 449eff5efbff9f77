import 'server-only';
import { languageByCode, locales, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import { loadArea, type MessageArea } from '@/lib/i18n/messages';

/** An area's texts in the language of a language code. */
export type TextsByLanguage<T> = (code: LanguageCode) => T;

const loaded = new Map<MessageArea, Promise<TextsByLanguage<unknown>>>();

async function load(area: MessageArea): Promise<TextsByLanguage<unknown>> {
  const files = await Promise.all(locales.map((locale) => loadArea(area, locale)));
  const byTag = new Map(locales.map((locale, i): [Locale, unknown] => [locale, files[i]]));
  return (code) => byTag.get(languageByCode(code).tag);
}

/**
 * The texts the server writes itself (mails, text messages, certificates, API refusals) come
 * from one message area (messages/<area>/, checked for all seven languages): its seven files,
 * loaded once per process, then looked up by language code. `T` is the type of the area's file,
 * e.g. `typeof import('@/messages/forms/en-US.json')`. A loader whose own lookups are synchronous
 * awaits it at the top of its module.
 */
export function serverTexts<T>(area: MessageArea): Promise<TextsByLanguage<T>> {
  let texts = loaded.get(area);
  if (!texts) {
    texts = load(area);
    loaded.set(area, texts);
  }
  return texts as Promise<TextsByLanguage<T>>;
}
