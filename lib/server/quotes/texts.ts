import 'server-only';
import { languageByCode, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import cn from '@/messages/estimator/zh-CN.json';
import de from '@/messages/estimator/de-DE.json';
import au from '@/messages/estimator/en-AU.json';
import en from '@/messages/estimator/en-US.json';
import fr from '@/messages/estimator/fr-FR.json';
import it from '@/messages/estimator/it-IT.json';
import nl from '@/messages/estimator/nl-NL.json';

type Texts = (typeof en)['Estimator'];

const byTag: Record<Locale, { Estimator: Texts }> = {
  'zh-CN': cn,
  'en-AU': au,
  'en-US': en,
  'de-DE': de,
  'it-IT': it,
  'nl-NL': nl,
  'fr-FR': fr,
};

/** The estimator's texts in a language: its mails are written when queued. */
export function estimatorTexts(code: LanguageCode): Texts {
  return byTag[languageByCode(code).tag].Estimator;
}
