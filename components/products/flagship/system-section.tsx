import { getTranslations } from 'next-intl/server';
import type { FlagshipFigureArgs } from '../format-figures';
import { SpecTables } from '../spec-tables';

/**
 * Figures shared by both flagship pages (requirements: Limits): the power conversion range the
 * home products belong to, and the safety design of every system.
 */
export async function SystemSection({ figures: a }: { figures: FlagshipFigureArgs }) {
  const t = await getTranslations('Products.system');
  const conversion = {
    title: t('conversionTitle'),
    rows: [
      { label: t('models'), value: a.pcsModels },
      { label: t('parallel'), value: t('parallelValue', { units: a.pcsUnits }) },
      { label: t('efficiency'), value: t('efficiencyValue', { efficiency: a.efficiency }) },
    ],
  };
  const safety = {
    title: t('safetyTitle'),
    rows: [
      { label: t('fire'), value: t('fireValue', { seconds: a.fireSeconds }) },
      { label: t('noise'), value: t('noiseValue', { noise: a.noise }) },
      { label: t('temperature'), value: a.temperatureRange },
      { label: t('protection'), value: a.ipRatings },
      { label: t('switchover'), value: t('switchoverValue', { switchover: a.switchover }) },
    ],
  };
  return (
    <section aria-labelledby="flagship-system" className="bg-slate-50">
      <div className="site-container py-14">
        <h2 id="flagship-system" className="text-2xl font-bold text-brand-900 desk:text-3xl">
          {t('heading')}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{t('intro')}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <p className="mb-4 text-slate-700">{t('conversionText')}</p>
            <SpecTables groups={[conversion]} />
          </div>
          <div>
            <p className="mb-4 text-slate-700">{t('safetyText')}</p>
            <SpecTables groups={[safety]} />
          </div>
        </div>
      </div>
    </section>
  );
}
