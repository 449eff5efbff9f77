import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Presentational controls of the forms (used inside the *.client.tsx forms). Every control has
// a visible label; an error is linked with aria-invalid + aria-describedby (WCAG 3.3.1).

type Base = {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Shown after the label for the one optional field of a form. */
  optionalLabel?: string;
};

const control =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

export function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

function Label({
  id,
  label,
  optionalLabel,
}: {
  id: string;
  label: string;
  optionalLabel?: string;
}) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {optionalLabel ? (
        <span className="font-normal text-slate-600"> ({optionalLabel})</span>
      ) : (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      )}
    </label>
  );
}

const aria = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  required: true,
});

type TextProps = Base & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  placeholder?: string;
  /** Rows of a multi-line field (a textarea). */
  rows?: number;
};

export function TextField({ rows, type = 'text', ...props }: TextProps) {
  const { id, error, registration, optionalLabel, autoComplete, maxLength, placeholder } = props;
  const common = {
    id,
    ...registration,
    ...aria(id, error),
    required: !optionalLabel,
    autoComplete,
    maxLength,
    placeholder,
    className: control,
  };
  return (
    <div>
      <Label id={id} label={props.label} optionalLabel={optionalLabel} />
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

type SelectProps = Base & {
  placeholder: string;
  options: { value: string; label: string }[];
  autoComplete?: string;
};

export function SelectField({ id, label, error, registration, placeholder, ...rest }: SelectProps) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        {...registration}
        {...aria(id, error)}
        autoComplete={rest.autoComplete}
        className={control}
      >
        <option value="">{placeholder}</option>
        {rest.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

type RadioProps = Omit<Base, 'label'> & {
  legend: string;
  options: { value: string; label: string; disabled?: boolean }[];
};

export function RadioGroup({ id, legend, error, registration, options }: RadioProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o, index) => (
          <label key={o.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              value={o.value}
              disabled={o.disabled}
              {...registration}
              {...aria(id, error)}
              className="h-4 w-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}

type CheckboxProps = Omit<Base, 'label'> & { label: ReactNode };

export function CheckboxField({ id, label, error, registration }: CheckboxProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          {...registration}
          {...aria(id, error)}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700 [&_a]:text-brand-800 [&_a]:underline">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
