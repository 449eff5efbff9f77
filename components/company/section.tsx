type Props = {
  /** Anchor of the section; its heading gets `${id}-heading`. */
  id: string;
  heading: string;
  intro?: string;
  tinted?: boolean;
  children?: React.ReactNode;
};

/** A page section below the page H1: an h2, an optional lead paragraph, then its content. */
export function Section({ id, heading, intro, tinted = false, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tinted ? 'bg-brand-50' : undefined}>
      <div className="site-container py-14 desk:py-20">
        <h2
          id={headingId}
          className="text-2xl font-bold tracking-tight text-brand-900 desk:text-3xl"
        >
          {heading}
        </h2>
        {intro ? (
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
