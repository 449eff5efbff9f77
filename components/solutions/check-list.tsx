import type { Card } from './pick';

/** Points of a solution: a check mark, a short title (h3) and one or two sentences. */
export function CheckList({ items }: { items: Card[] }) {
  return (
    <ul className="space-y-6">
      {items.map((item) => (
        <li key={item.key} className="flex gap-4">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="mt-1 h-6 w-6 shrink-0 text-brand-700"
          >
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" />
          </svg>
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-slate-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
