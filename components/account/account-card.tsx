/** The white card the account screens sit in, under the page's intro band. */
export function AccountCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section aria-label={label} className="site-container pb-16">
      <div className="max-w-xl rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        {children}
      </div>
    </section>
  );
}
