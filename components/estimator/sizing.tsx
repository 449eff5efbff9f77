import { useEstimatorTexts, useNumberFormat } from './texts.client';
import { SelectField } from '@/components/ui/select';
import {
  GUIDANCE_KWH_PER_MWH,
  MAX_MODULES,
  MODULE_KWH,
  WARRANTY_YEARS,
} from '@/lib/estimator/household';
import type { Configuration, Step, Summary } from '@/lib/estimator/model';

type Format = ReturnType<typeof useNumberFormat>;
type Translate = ReturnType<typeof useEstimatorTexts>;

/** The figures' formats in the page's language and the estimate's currency. */
export function useFigures(currency: string) {
  const format = useNumberFormat();
  const t = useEstimatorTexts('Estimator.results');
  return {
    t,
    format,
    pct: (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 0 }),
    kwh: (v: number) => format.number(v, { maximumFractionDigits: 0 }),
    money: (v: number) =>
      format.number(v, { style: 'currency', currency, maximumFractionDigits: 0 }),
    years: (v: number) => format.number(v, { maximumFractionDigits: 1 }),
    capacity: (modules: number) =>
      format.number(modules * MODULE_KWH, { maximumFractionDigits: 2 }),
  };
}

/** "Hybrid unit 8 kW with 2 battery modules (9.98 kWh)", as the results name a system. */
export function systemText(t: Translate, format: Format, c: Configuration): string {
  return t('configuration', {
    units: c.units > 1 ? t('configurationUnits', { n: c.units }) : '',
    kw: c.unitKw,
    modules: t(c.modules === 1 ? 'moduleOne' : 'moduleOther', { n: c.modules }),
    kwh: format.number(c.modules * MODULE_KWH, { maximumFractionDigits: 2 }),
  });
}

/** A payback range in words: "9.7 to 17.5 years", "from 21.9 years; …", "more than 30 years". */
export function paybackText(
  t: Translate,
  years: (v: number) => string,
  payback: { low: number | null; high: number | null },
): string {
  if (payback.low === null) return t('paybackOver');
  if (payback.high === null) return t('paybackFrom', { low: years(payback.low) });
  return t('paybackRange', { low: years(payback.low), high: years(payback.high) });
}

/**
 * The battery size: the economic recommendation, or a larger one "for more independence"
 * (requirements: Estimator). The figures below, and the quote request, follow the choice.
 */
export function SizeChoice({
  result,
  wanted,
  onChoose,
}: {
  result: Summary;
  /** The count the visitor asked for (null: the recommendation). */
  wanted: number | null;
  onChoose: (modules: number | null) => void;
}) {
  const f = useFigures(result.currency);
  const form = useEstimatorTexts('Estimator.form');
  const { t } = f;
  const recommended = result.recommended.modules;
  const value = Math.max(recommended, Math.min(MAX_MODULES, wanted ?? 0));
  const options = Array.from({ length: MAX_MODULES - recommended + 1 }, (_, i) => {
    const n = recommended + i;
    const label = n === recommended ? 'optionEconomic' : 'optionLarger';
    return { value: n, label: t(label, { n, kwh: f.capacity(n) }) };
  });
  const choice = result.choice;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:col-span-2">
      <SelectField
        id="est-modules"
        label={form('modules')}
        hint={t('chooseHint')}
        value={value}
        disabled={options.length < 2}
        onChange={(e) => {
          const n = Number(e.target.value);
          onChoose(n === recommended ? null : n);
        }}
        options={options}
      />
      {choice ? (
        <div className="mt-3 grid gap-1 text-slate-800" data-testid="estimator-choice">
          <p>
            {t('choiceGain', {
              from: f.pct(choice.selfSufficiency.from),
              to: f.pct(choice.selfSufficiency.to),
              kwh: f.kwh(choice.kwh),
              money: f.money(choice.money),
              low: f.money(choice.costLow),
              high: f.money(choice.costHigh),
            })}
          </p>
          <p>{t('choicePayback', { payback: paybackText(t, f.years, choice.payback) })}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Why the recommendation has this size, and what the next module up would bring. */
export function WhySize({
  result,
  backupKw,
  backupHours,
}: {
  result: Summary;
  backupKw: number;
  backupHours: number;
}) {
  const f = useFigures(result.currency);
  const { t } = f;
  const { sizing } = result;
  const recommended = result.recommended.modules;
  const reasons = {
    unit: t('guidanceUnit', { n: sizing.minimum }),
    backup: t('guidanceBackup'),
    pays: t('guidancePays'),
  };
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-4 sm:col-span-2"
      data-testid="estimator-why"
    >
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('whyHeading')}
      </h3>
      <div className="mt-2 grid gap-2 text-slate-800">
        <p>
          {sizing.minimumReason === 'backup'
            ? t('whyBackup', {
                kw: backupKw,
                hours: backupHours,
                n: sizing.minimum,
                kwh: f.capacity(sizing.minimum),
              })
            : t('whyUnit', { n: sizing.minimum, kwh: f.capacity(sizing.minimum) })}
          {recommended > sizing.minimum
            ? ` ${t('whyGrown', { n: recommended, years: WARRANTY_YEARS })}`
            : null}
        </p>
        {sizing.next ? (
          <NextModule step={sizing.next} figures={f} />
        ) : (
          <p>{t('whyLargest', { n: recommended })}</p>
        )}
        <p className="text-sm text-slate-700">
          {t('guidance', {
            limit: GUIDANCE_KWH_PER_MWH,
            per: 1000,
            value: f.format.number(sizing.usablePerMwh, { maximumFractionDigits: 1 }),
          })}
          {sizing.beyondGuidance ? ` ${reasons[sizing.beyondGuidance]}` : null}
        </p>
      </div>
    </div>
  );
}

function NextModule({ step, figures: f }: { step: Step; figures: ReturnType<typeof useFigures> }) {
  const { t } = f;
  return (
    <p data-testid="estimator-next-module">
      {t('whyNext', {
        n: step.to,
        kwh: f.kwh(step.kwh),
        money: f.money(step.money),
        from: f.pct(step.selfSufficiency.from),
        to: f.pct(step.selfSufficiency.to),
      })}{' '}
      {t('whyNextCost', {
        low: f.money(step.costLow),
        high: f.money(step.costHigh),
        total: f.money(step.warrantySavings),
        years: WARRANTY_YEARS,
      })}{' '}
      {t('whyNextPayback', { payback: paybackText(t, f.years, step.payback) })}
    </p>
  );
}
