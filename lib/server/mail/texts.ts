import 'server-only';
import { languageByCode, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import cn from '@/messages/forms/zh-CN.json';
import de from '@/messages/forms/de-DE.json';
import au from '@/messages/forms/en-AU.json';
import en from '@/messages/forms/en-US.json';
import fr from '@/messages/forms/fr-FR.json';
import it from '@/messages/forms/it-IT.json';
import nl from '@/messages/forms/nl-NL.json';

// Mail texts live with the form texts (messages/forms, checked by check-messages for all seven
// languages); a mail is written when it is queued, so the worker needs no translations.
export type FormTexts = (typeof en)['Forms'];

const byTag: Record<Locale, { Forms: FormTexts }> = {
  'zh-CN': cn,
  'en-AU': au,
  'en-US': en,
  'de-DE': de,
  'it-IT': it,
  'nl-NL': nl,
  'fr-FR': fr,
};

export function formTexts(code: LanguageCode): FormTexts {
  return byTag[languageByCode(code).tag].Forms;
}

/** `{name}` placeholders of a message filled in (the mail texts use no other ICU syntax). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
