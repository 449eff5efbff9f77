import { useEstimatorTexts } from './texts.client';
import type { ReactNode } from 'react';
import { ranges, type NumberField } from '@/lib/estimator/inputs';
import type { EstimatorState } from './use-estimator';

export const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 aria-[invalid=true]:border-red-700';
export const labelClass = 'block text-sm font-medium text-slate-800';

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
  const id = `est-${field}`;
  const problem = state.problems[field];
  const range = ranges[field];
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={range.param}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={state.texts[field]}
        onChange={(e) => state.setNumber(field, e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={control}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(problem, { min: range.min, max: range.max })}
        </p>
      ) : null}
    </div>
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

type Choice = { value: string; label: string };

/** Radio buttons in a fieldset of their own (arrow keys move between them). */
export function Choices(props: {
  name: string;
  legend: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {props.choices.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={props.name}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(c.value)}
              className="h-4 w-4 accent-brand-700"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Checkbox(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={props.id} className="flex items-center gap-2 text-slate-800">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="h-4 w-4 accent-brand-700"
      />
      {props.label}
    </label>
  );
}
