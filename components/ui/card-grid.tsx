export type Card = { key: string; title: string; text: string };

const columnClass = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

type Props = {
  /** `action`: a link or button below the card's text. */
  items: readonly (Card & { action?: React.ReactNode })[];
  columns?: keyof typeof columnClass;
  /** An ordered list with the numbers shown, where the order matters (steps). */
  numbered?: boolean;
  className?: string;
};

/** Titled cards (h3 under the section's h2), as a list so screen readers announce the count. */
export function CardGrid({ items, columns = 3, numbered = false, className }: Props) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${columnClass[columns]}${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => (
        <li key={item.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {numbered ? (
            <span
              aria-hidden="true"
              className="mb-4 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          ) : null}
          <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
          {item.action ? <p className="mt-3">{item.action}</p> : null}
        </li>
      ))}
    </List>
  );
}
