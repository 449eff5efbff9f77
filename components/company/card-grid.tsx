import { CardGrid as Grid, type Card } from '@/components/ui/card-grid';

export type { Card };

type Props = { cards: readonly Card[]; columns?: 2 | 3 | 4 };

/** The cards of a company page's section, set apart from its intro. */
export function CardGrid({ cards, columns = 3 }: Props) {
  return <Grid items={cards} columns={columns} className="mt-10" />;
}

/** Cards from messages laid out as `<base>.<key>.title` / `<base>.<key>.text`. */
export function cardsFrom<Base extends string, Key extends string>(
  t: (key: NoInfer<`${Base}.${Key}.${'title' | 'text'}`>) => string,
  base: Base,
  keys: readonly Key[],
): Card[] {
  return keys.map((key) => ({
    key,
    title: t(`${base}.${key}.title`),
    text: t(`${base}.${key}.text`),
  }));
}
