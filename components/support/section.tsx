type Props = { id: string; heading: string; children: React.ReactNode; className?: string };

/** A page section: its h2 (the page H1 is staticPage's) names the region for assistive tech. */
export function Section({ id, heading, children, className = 'mt-12' }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The width of the support pages' bodies, aligned with the page heading above them. */
export function SupportBody({ children }: { children: React.ReactNode }) {
  return <div className="site-container pb-20">{children}</div>;
}
