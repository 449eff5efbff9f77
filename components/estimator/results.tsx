import { useEstimatorTexts } from './texts.client';
import { Link } from '@/lib/i18n/client-navigation';
import type { Charts, Summary } from '@/lib/estimator/model';
import { CurveChart } from './charts/curve-chart';
import { DayChart } from './charts/day-chart';
import { MonthChart } from './charts/month-chart';
import { paybackText, SizeChoice, systemText, useFigures, WhySize } from './sizing';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <div className="mt-2 text-slate-800">{children}</div>
    </div>
  );
}

/**
 * Until the worker's first answer: the charts' frames, undrawn and with empty tables, so the
 * server's HTML and the hydrating render match and nothing shifts when the series arrive.
 */
const pendingCharts: Charts = {
  days: (['winter', 'spring', 'summer', 'autumn'] as const).map((season) => ({
    season,
    load: [],
    pv: [],
    soc: [],
    grid: [],
  })),
  months: [],
  curve: [],
};

/** The estimate: the system and why, its figures, then the three charts with their tables. */
export function Results({
  result,
  charts: given,
  backupKw,
  backupHours,
  wanted,
  onChoose,
}: {
  result: Summary;
  charts: Charts | null;
  backupKw: number;
  backupHours: number;
  /** The module count the visitor chose (null: the recommendation). */
  wanted: number | null;
  onChoose: (modules: number | null) => void;
}) {
  const charts = given ?? pendingCharts;
  const chartTexts = useEstimatorTexts('Estimator.charts');
  const { t, format, pct, kwh, money, years } = useFigures(result.currency);
  const { chosen, withBattery: w, withoutBattery: o, payback } = result;
  const maxKw = Math.max(...charts.days.flatMap((d) => [...d.load, ...d.pv]));

  return (
    <div className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-900 p-5 text-white sm:col-span-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-100">
            {result.economic ? t('recommended') : t('chosen')}
          </h3>
          <p className="mt-2 text-xl font-bold" data-testid="estimator-configuration">
            {systemText(t, format, chosen)}
          </p>
          {result.economic ? null : (
            <p className="mt-2 text-brand-50" data-testid="estimator-recommended">
              {t('economicIs', { system: systemText(t, format, result.recommended) })}
            </p>
          )}
          {result.pvAssumed ? (
            <p className="mt-2 text-brand-50">{t('pvAssumed', { kwp: result.pvKwp })}</p>
          ) : null}
        </div>
        <SizeChoice result={result} wanted={wanted} onChoose={onChoose} />
        <WhySize result={result} backupKw={backupKw} backupHours={backupHours} />
        <Card title={t('selfSufficiency')}>
          <p className="text-3xl font-bold text-brand-800" data-testid="estimator-self-sufficiency">
            {pct(w.selfSufficiency)}
          </p>
          <p className="text-sm">
            {t('withBattery')} · {pct(o.selfSufficiency)} {t('withoutBattery')}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('selfSufficiencyHint')}</p>
        </Card>
        <Card title={t('selfConsumption')}>
          <p className="text-3xl font-bold text-brand-800">{pct(w.selfConsumption)}</p>
          <p className="text-sm">
            {t('withBattery')} · {pct(o.selfConsumption)} {t('withoutBattery')}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('selfConsumptionHint')}</p>
        </Card>
        <Card title={t('gridImport')}>
          <p>{t('perYear', { value: kwh(w.gridImport) })}</p>
          <p className="text-sm text-slate-600">
            {t('withoutBattery')}: {t('perYear', { value: kwh(o.gridImport) })}
          </p>
        </Card>
        <Card title={t('gridExport')}>
          <p>{t('perYear', { value: kwh(w.gridExport) })}</p>
          <p className="text-sm text-slate-600">
            {t('withoutBattery')}: {t('perYear', { value: kwh(o.gridExport) })}
          </p>
        </Card>
        <Card title={t('savings')}>
          <p>{t('savingsPvOnly', { value: money(result.savings.pvOnly) })}</p>
          <p>
            {t('savingsBattery', {
              value: money(result.savings.withBattery),
              extra: money(result.savings.battery),
            })}
          </p>
        </Card>
        <Card title={t('payback')}>
          <p className="font-semibold">{paybackText(t, years, payback)}</p>
          <p className="text-sm text-slate-600">
            {t('paybackCost', { low: money(payback.costLow), high: money(payback.costHigh) })}
          </p>
        </Card>
        <Card title={t('backup')}>
          <p>
            {result.backup.possible
              ? t('backupHours', { hours: years(result.backup.hours), kw: backupKw })
              : t('backupImpossible', { kw: backupKw })}
          </p>
        </Card>
      </div>
      <p className="text-sm text-slate-700">{t('honesty')}</p>
      <section aria-labelledby="est-days" className="grid gap-3">
        <h3 id="est-days" className="text-xl font-bold text-brand-900">
          {chartTexts('days.heading')}
        </h3>
        <p className="text-slate-700">{chartTexts('days.intro')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {charts.days.map((day) => (
            <DayChart key={day.season} day={day} maxKw={maxKw} />
          ))}
        </div>
      </section>
      <section aria-labelledby="est-months" className="grid gap-3">
        <h3 id="est-months" className="text-xl font-bold text-brand-900">
          {chartTexts('months.heading')}
        </h3>
        <p className="text-slate-700">{chartTexts('months.intro')}</p>
        <MonthChart months={charts.months} />
      </section>
      <section aria-labelledby="est-curve" className="grid gap-3">
        <h3 id="est-curve" className="text-xl font-bold text-brand-900">
          {chartTexts('curve.heading')}
        </h3>
        <p className="text-slate-700">{chartTexts('curve.intro')}</p>
        <div className="max-w-xl">
          <CurveChart curve={charts.curve} recommended={result.recommended.modules} />
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link
          href="/how-to-buy"
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('findInstaller')}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{t('share')}</p>
    </div>
  );
}
