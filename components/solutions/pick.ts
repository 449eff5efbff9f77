// Page sections read their texts as groups of keys (messages hold only strings, see
// scripts/check-messages.ts); these turn a list of keys into plain props for the UI blocks.
/** A translator taking the keys a helper builds: the caller's next-intl translator checks them. */
type Translate<Key extends string> = (key: NoInfer<Key>) => string;
export type Card = { key: string; title: string; text: string };
export type Figure = { key: string; value: string; label: string };

export function cards<Base extends string, Key extends string>(
  t: Translate<`${Base}.${Key}.${'title' | 'text'}`>,
  base: Base,
  keys: readonly Key[],
): Card[] {
  return keys.map((key) => ({
    key,
    title: t(`${base}.${key}.title`),
    text: t(`${base}.${key}.text`),
  }));
}

export function figures<Base extends string, Key extends string>(
  t: Translate<`${Base}.${Key}.${'value' | 'label'}`>,
  base: Base,
  keys: readonly Key[],
): Figure[] {
  return keys.map((key) => ({
    key,
    value: t(`${base}.${key}.value`),
    label: t(`${base}.${key}.label`),
  }));
}
