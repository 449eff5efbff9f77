type Props = {
  heading: string;
  intro: React.ReactNode;
  /** The breadcrumb trail, shown above the heading inside the band. */
  crumbs?: React.ReactNode;
  children?: React.ReactNode;
};

export function PageIntro({ heading, intro, crumbs, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`site-container pb-16 desk:pb-20 ${crumbs ? 'pt-8 desk:pt-10' : 'pt-16 desk:pt-20'}`}
      >
        {crumbs}
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 desk:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
