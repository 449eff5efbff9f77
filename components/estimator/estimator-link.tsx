import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';

/** The band that leads to the estimator from home, the residential page and both flagships. */
export async function EstimatorLink({ id }: { id: string }) {
  const t = await getTranslations('Estimator.links');
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-50">
      <div className="site-container flex flex-col gap-6 py-12 desk:flex-row desk:items-center desk:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900">
            {t('heading')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('text')}</p>
        </div>
        <Link href={pathOf('estimator')} className="button-primary inline-block">
          {t('button')}
        </Link>
      </div>
    </section>
  );
}
