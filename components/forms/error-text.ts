import type { ErrorKey } from '@/lib/validation/fields';
import type { CommonFormTexts } from './form-texts';

/** A schema message key as the visitor's text; an unknown key reads "Please check this entry". */
export function errorText(texts: CommonFormTexts, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return texts.errors[key as ErrorKey] ?? texts.errors.invalid;
}
