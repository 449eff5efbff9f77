/** The white card the account screens sit in, under the page's intro band. */
export function AccountCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section aria-label={label} className="mx-auto max-w-xl px-4 pb-16">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        {children}
      </div>
    </section>
  );
}
