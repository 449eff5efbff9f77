// Page sections read their texts as groups of keys (messages hold only strings, see
// scripts/check-messages.ts); these turn a list of keys into plain props for the UI blocks.
export type Translate = (key: string) => string;
export type Card = { key: string; title: string; text: string };
export type Figure = { key: string; value: string; label: string };

export function cards(t: Translate, base: string, keys: readonly string[]): Card[] {
  return keys.map((key) => ({
    key,
    title: t(`${base}.${key}.title`),
    text: t(`${base}.${key}.text`),
  }));
}

export function figures(t: Translate, base: string, keys: readonly string[]): Figure[] {
  return keys.map((key) => ({
    key,
    value: t(`${base}.${key}.value`),
    label: t(`${base}.${key}.label`),
  }));
}
