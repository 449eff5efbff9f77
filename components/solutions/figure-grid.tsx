import type { Figure } from './pick';

/** Key figures as a definition list a buyer can scan: value large, label below. */
export function FigureGrid({ items }: { items: Figure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col-reverse justify-end gap-2 rounded-2xl bg-brand-900 p-6"
        >
          <dt className="text-sm leading-snug text-brand-100">{item.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-white desk:text-3xl">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
