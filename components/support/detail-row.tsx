/** One term and its value in a contact card's <dl>. */
export function DetailRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}
