import { getTranslations } from 'next-intl/server';
import { figures } from '@/components/solutions/pick';

// Spec §9 marketing figures, exactly these three: 2.5 GWh, three production centers, 16 years.
export async function FiguresBand() {
  const t = await getTranslations('Home.figures');
  return (
    <section aria-labelledby="figures-heading" className="bg-brand-900 text-white">
      <div className="site-container py-14">
        <h2 id="figures-heading" className="text-2xl font-bold tracking-tight desk:text-3xl">
          {t('heading')}
        </h2>
        <dl className="mt-8 grid gap-8 sm:grid-cols-3">
          {figures(t, 'items', ['capacity', 'centers', 'research']).map((figure) => (
            <div key={figure.key} className="flex flex-col-reverse justify-end gap-2">
              <dt className="text-lg text-brand-100">{figure.label}</dt>
              <dd className="text-4xl font-bold tracking-tight desk:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
