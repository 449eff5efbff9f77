'use client';

import { useId } from 'react';
import { inputClass, labelClass } from './styles';

// Labelled form controls: every input has a visible label, its hint and error are tied to it by
// aria-describedby, and an error sets aria-invalid. The rest of the props go to the control, so
// react-hook-form's register() spreads straight in: <TextField label="Title" {...register('title')} />.

type Common = { label: string; hint?: string; error?: string; isRequired?: boolean };

type A11y = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

/** Label, hint and error around any control; the control gets its a11y props from `children`. */
export function Field({
  label,
  hint,
  error,
  isRequired,
  id: givenId,
  className = '',
  children,
}: Common & { id?: string; className?: string; children: (a11y: A11y) => React.ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Common & Omit<React.ComponentProps<'input'>, 'id'> & { id?: string };

export function TextField({ label, hint, error, isRequired, id, className, ...input }: InputProps) {
  return (
    <Field {...{ label, hint, error, isRequired, id, className }}>
      {(a11y) => <input type="text" {...input} {...a11y} className={inputClass} />}
    </Field>
  );
}

type AreaProps = Common & Omit<React.ComponentProps<'textarea'>, 'id'> & { id?: string };

export function TextAreaField({
  label,
  hint,
  error,
  isRequired,
  id,
  className,
  rows = 4,
  ...area
}: AreaProps) {
  return (
    <Field {...{ label, hint, error, isRequired, id, className }}>
      {(a11y) => <textarea rows={rows} {...area} {...a11y} className={inputClass} />}
    </Field>
  );
}

export type SelectOption = { value: string | number; label: string };

type SelectProps = Common &
  Omit<React.ComponentProps<'select'>, 'id'> & {
    id?: string;
    options: SelectOption[];
    /** A first, empty choice (e.g. "All" in a filter, "Choose…" in a form). */
    emptyLabel?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  isRequired,
  id,
  className,
  options,
  emptyLabel,
  ...select
}: SelectProps) {
  return (
    <Field {...{ label, hint, error, isRequired, id, className }}>
      {(a11y) => (
        <select {...select} {...a11y} className={inputClass}>
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((o) => (
            <option key={String(o.value)} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
