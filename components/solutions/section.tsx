type Props = {
  id: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'tint';
  children: React.ReactNode;
};

// Every content section is a labelled region whose heading is an h2: the page h1 comes from
// staticPage (WCAG: headings in order, landmarks labelled).
export function Section({ id, heading, intro, tone = 'plain', children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={tone === 'tint' ? 'scroll-mt-20 bg-brand-50' : 'scroll-mt-20'}
    >
      <div className="site-container py-14 desk:py-20">
        <h2 id={`${id}-heading`} className="section-heading">
          {heading}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
