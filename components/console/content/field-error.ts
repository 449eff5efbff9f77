import { get, type FieldErrors } from 'react-hook-form';
import { translateMessage, type ConsoleLang } from '@/lib/console/i18n/common';

/** The translated message of a (possibly nested) form field's error, if any. */
export function errorOf(errors: FieldErrors, name: string, lang: ConsoleLang): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message
    ? translateMessage(error.message, lang)
    : undefined;
}
