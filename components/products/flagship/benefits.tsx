export type Benefit = { title: string; text: string };

/** Why a buyer would choose the product: one card per benefit, each naming its figures. */
export function Benefits({ heading, items }: { heading: string; items: Benefit[] }) {
  return (
    <section aria-labelledby="flagship-benefits" className="bg-slate-50">
      <div className="site-container py-14">
        <h2 id="flagship-benefits" className="text-2xl font-bold text-brand-900 desk:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {items.map(({ title, text }) => (
            <li
              key={title}
              className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
