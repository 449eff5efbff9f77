/** A form's error texts by message key; `invalid` is the one for an unknown key. */
type ErrorTexts = { errors: { invalid: string } };

/** A schema or API message key as the visitor's text; an unknown key reads "Please check this entry". */
export function errorText(texts: ErrorTexts, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return (texts.errors as Record<string, string | undefined>)[key] ?? texts.errors.invalid;
}
