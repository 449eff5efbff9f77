import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import { serverTexts } from '@/lib/server/server-texts';
import type en from '@/messages/forms/en-US.json';

// Mail texts live with the form texts (messages/forms, checked by check-messages for all seven
// languages); a mail is written when it is queued, so the worker needs no translations.
export type FormTexts = (typeof en)['Forms'];

const texts = await serverTexts<typeof en>('forms');

export function formTexts(code: LanguageCode): FormTexts {
  return texts(code).Forms;
}

/** `{name}` placeholders of a message filled in (the mail texts use no other ICU syntax). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
