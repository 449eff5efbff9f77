'use client';

import { useSearchParams } from 'next/navigation';
import { useEstimatorTexts } from './texts.client';
import { Suspense, useLayoutEffect } from 'react';
import { findCountry } from '@/lib/estimator/data/regions';
import { moduleChoice, ranges, type NumberField } from '@/lib/estimator/inputs';
import { EV_KWH, HEAT_PUMP_KWH } from '@/lib/estimator/household';
import type { Summary } from '@/lib/estimator/model';
import { EstimatorForm } from './estimator-form';
import { Link } from '@/lib/i18n/client-navigation';
import { QuoteFormLazy } from './quote-form-lazy.client';
import type { QuoteTexts } from './quote-form.client';
import { ChartsDrawn } from './charts/chart-frame';
import { Results } from './results';
import { systemText, useFigures } from './sizing';
import { useEstimator } from './use-estimator';

/**
 * useSearchParams on a cached page bails the server render out to the nearest Suspense
 * boundary, so it sits alone in one that renders nothing (as the URL filters do).
 */
function QueryReader({ onQuery }: { onQuery: (params: URLSearchParams) => void }) {
  const params = useSearchParams();
  useLayoutEffect(() => onQuery(new URLSearchParams(params.toString())), [params, onQuery]);
  return null;
}

const otherLabels: Record<string, string> = {
  c: 'country',
  r: 'region',
  hp: 'heatPump',
  ev: 'ev',
  ph: 'phases',
  [moduleChoice.param]: 'modules',
};
const labelKeys: Record<string, string> = {
  ...otherLabels,
  ...Object.fromEntries(
    (Object.keys(ranges) as NumberField[]).map((field) => [ranges[field].param, field]),
  ),
};

/** The system a quote request asks for, and whether it is the economic recommendation. */
function QuoteSystem({ result }: { result: Summary }) {
  const { t, format } = useFigures(result.currency);
  return (
    <p className="mt-2 font-semibold text-slate-900" data-testid="estimator-quote-system">
      {t('quoteSystem', {
        system: systemText(t, format, result.chosen),
        kind: t(result.economic ? 'quoteEconomic' : 'quoteLarger'),
      })}
    </p>
  );
}

/**
 * The estimator (requirements: Estimator): inputs on the left, the estimate on the right,
 * recomputed in the browser (in a worker) with the same model the server uses. The URL holds
 * the inputs, so a link shares them.
 */
export function Estimator({
  locale,
  initial,
  quoteTexts,
  quoteHeading,
  quoteIntro,
  finder,
}: {
  locale: string;
  /** The figures of the language's defaults, computed on the server. */
  initial: Summary;
  quoteTexts: QuoteTexts;
  quoteHeading: string;
  quoteIntro: string;
  /** The installer finder, opened on the estimate's country. */
  finder: { text: string; link: string };
}) {
  const state = useEstimator(locale, initial);
  const t = useEstimatorTexts('Estimator');
  const hasProblems = Object.keys(state.problems).length > 0;
  return (
    <div className="grid gap-8 desk:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div>
        {state.reset.length > 0 ? (
          <p
            role="status"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t('form.reset', {
              fields: state.reset
                .map((param) =>
                  t(`form.${labelKeys[param] ?? 'label'}`, {
                    currency: findCountry(state.inputs.country)?.currency ?? '',
                    kwh: param === 'hp' ? HEAT_PUMP_KWH : EV_KWH,
                  }),
                )
                .join('; '),
            })}
          </p>
        ) : null}
        <EstimatorForm state={state} />
      </div>
      <section aria-labelledby="est-results" className="min-w-0">
        <h2 id="est-results" className="text-2xl font-bold text-brand-900">
          {t('results.heading')}
        </h2>
        {hasProblems ? (
          <p
            role="status"
            className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
          >
            {t('form.staleResult')}
          </p>
        ) : null}
        <div
          className="mt-4"
          aria-live="polite"
          aria-atomic="false"
          aria-busy={state.computing}
          data-testid="estimator-results"
        >
          <ChartsDrawn value={state.charts !== null}>
            <Results
              result={state.result}
              charts={state.charts}
              backupKw={state.inputs.backupKw}
              backupHours={state.inputs.backupHours}
              wanted={state.inputs.modules}
              onChoose={(modules) => state.update({ modules })}
            />
          </ChartsDrawn>
        </div>
        <section
          aria-labelledby="est-quote"
          className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5"
        >
          <h2 id="est-quote" className="text-2xl font-bold text-brand-900">
            {quoteHeading}
          </h2>
          <p className="mt-2 text-slate-700">{quoteIntro}</p>
          <QuoteSystem result={state.result} />
          <div className="mt-4">
            <QuoteFormLazy texts={quoteTexts} inputs={state.inputs} />
          </div>
          <p className="mt-4 text-slate-700">
            {finder.text}{' '}
            <Link
              href={{ pathname: '/find-installer', query: { country: state.inputs.country } }}
              className="font-semibold text-brand-800 underline"
            >
              {finder.link}
            </Link>
          </p>
        </section>
        {state.hydrated ? <span hidden data-estimator-ready="" /> : null}
        <Suspense fallback={null}>
          <QueryReader onQuery={state.onQuery} />
        </Suspense>
      </section>
    </div>
  );
}
