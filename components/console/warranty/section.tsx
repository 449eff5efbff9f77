/** One part of the warranty page (history, import): a region named by its heading. */
export function WarrantySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="my-6 space-y-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
