import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/forms/fields';

// The account forms' text inputs: a visible label, an optional hint and the error, both linked
// to the input (aria-describedby), the invalid state announced (WCAG 3.3.1, 3.3.2).

const control =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  /** Beside the input, e.g. the send-code button or the phone code. */
  addon?: ReactNode;
  before?: ReactNode;
};

export function InputField({
  id,
  label,
  registration,
  error,
  hint,
  addon,
  before,
  ...input
}: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </label>
      <div className="flex items-start gap-2">
        {before}
        <input
          id={id}
          {...registration}
          {...input}
          type={input.type ?? 'text'}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={control}
        />
        {addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

type Field = { id: string; registration: UseFormRegisterReturn; error?: string };

/** The 6-digit code input, with the note of its validity (requirements: Accounts). */
export function CodeField({ field, label, hint }: { field: Field; label: string; hint: string }) {
  return (
    <InputField
      {...field}
      label={label}
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
    />
  );
}

/**
 * A new password and its confirmation: the rule as a hint, and "entered passwords differ"
 * (requirements: Accounts).
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  hint,
}: {
  password: Field;
  confirm: Field;
  labels: [password: string, confirm: string];
  hint: string;
}) {
  const common = { type: 'password', autoComplete: 'new-password', maxLength: 20 } as const;
  return (
    <>
      <InputField {...password} {...common} label={labels[0]} hint={hint} />
      <InputField {...confirm} {...common} label={labels[1]} />
    </>
  );
}
