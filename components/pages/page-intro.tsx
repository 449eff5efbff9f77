type Props = { heading: string; intro: string; children?: React.ReactNode };

export function PageIntro({ heading, intro, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-16 desk:py-20">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 desk:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
