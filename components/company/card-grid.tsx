export type Card = { key: string; title: string; text: string };

type Props = { cards: readonly Card[]; columns?: 2 | 3 | 4 };

const grid = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Titled cards (h3 under the section's h2), as a list so screen readers announce the count. */
export function CardGrid({ cards, columns = 3 }: Props) {
  return (
    <ul className={`mt-10 grid gap-6 ${grid[columns]}`}>
      {cards.map((card) => (
        <li key={card.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{card.text}</p>
        </li>
      ))}
    </ul>
  );
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
