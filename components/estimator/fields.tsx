import { useEstimatorTexts } from './texts.client';
import type { ReactNode } from 'react';
import { InputField } from '@/components/ui/input';
import { ranges, type NumberField } from '@/lib/estimator/inputs';
import type { EstimatorState } from './use-estimator';

type NumberProps = {
  state: EstimatorState;
  field: NumberField;
  label: string;
  hint?: string;
};

/**
 * A number typed as text (inputmode decimal): a browser's number field would silently drop
 * "5000 kWh"; here it gets a translated message, and the model keeps the last valid value.
 */
export function NumberInput({ state, field, label, hint }: NumberProps) {
  const t = useEstimatorTexts('Estimator.form.errors');
  const problem = state.problems[field];
  const range = ranges[field];
  return (
    <InputField
      id={`est-${field}`}
      name={range.param}
      label={label}
      hint={hint}
      error={problem ? t(problem, { min: range.min, max: range.max }) : undefined}
      inputMode="decimal"
      autoComplete="off"
      value={state.texts[field]}
      onChange={(e) => state.setNumber(field, e.target.value)}
    />
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-brand-900">{legend}</legend>
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}
