import { contentTypes, isContentTypeKey, type ContentTypeKey } from '@/lib/console/content-types';
import { consoleLangOf, type ConsoleLang } from '@/lib/console/i18n/common';
import { contentTexts, type ContentTexts } from '@/lib/console/i18n/content';

/** What a console content page's server file needs from its params: language, texts, type. */
export async function contentPageOf(params: Promise<{ locale: string; type?: string }>): Promise<{
  lang: ConsoleLang;
  t: ContentTexts;
  typeKey: ContentTypeKey | null;
  typeLabel: string;
}> {
  const { locale, type } = await params;
  const lang = consoleLangOf(locale);
  const typeKey = isContentTypeKey(type) ? type : null;
  return {
    lang,
    t: contentTexts[lang],
    typeKey,
    typeLabel: typeKey ? contentTypes[typeKey].label[lang] : '',
  };
}
