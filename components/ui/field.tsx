import { useId, type ReactNode } from 'react';
import { errorClass, fieldClasses, type FieldLook } from './styles';

// The frame of every labelled control: a visible label, then the control, its hint and its
// error, both tied to the control by aria-describedby; an error sets aria-invalid (WCAG 3.3.1,
// 3.3.2). The rest of a control's props go to the element, so react-hook-form's register()
// spreads straight in: <InputField label="Name" {...register('name')} />.

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The native attribute, with the asterisk (the site's forms: noValidate, zod says why). */
  required?: boolean;
  /** The asterisk and aria-required only (the console: its checks are the server's). */
  isRequired?: boolean;
  /** Said after the label, for the one optional field among required ones. */
  optionalLabel?: string;
  /** The control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id?: string;
  /** The frame's classes (a grid cell's span, a width). */
  className?: string;
  look?: FieldLook;
};

/** What the frame gives its control. */
export type ControlProps = {
  id: string;
  required?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
};

/** The ids that describe a control: its hint, then its error. */
export const describedBy = (id: string, hint?: unknown, error?: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function FieldError({
  id,
  text,
  className,
}: {
  id: string;
  text?: string;
  className?: string;
}) {
  return text ? (
    <p id={id} className={className ? `${errorClass} ${className}` : errorClass}>
      {text}
    </p>
  ) : null;
}

/** The asterisk is hidden from assistive tech: the control itself says it is required. */
export function RequiredMark({ optionalLabel }: { optionalLabel?: string }) {
  return optionalLabel ? (
    <span className="font-normal text-slate-600"> ({optionalLabel})</span>
  ) : (
    <span aria-hidden="true" className="text-red-700">
      {' *'}
    </span>
  );
}

/** The a11y props of a control from the field's props (also for a checkbox or a radio). */
export function controlProps(
  id: string,
  {
    hint,
    error,
    required,
    isRequired,
  }: Pick<FieldProps, 'hint' | 'error' | 'required' | 'isRequired'>,
  className: string,
): ControlProps {
  return {
    id,
    required: required || undefined,
    'aria-required': isRequired || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className,
  };
}

/** The control's id: the given one, or one of React's. */
export function useFieldId(givenId?: string) {
  const autoId = useId();
  return givenId ?? autoId;
}

/** A field's hint and error under its control, `after` between them (a scan button). */
export function FieldNotes({
  id,
  hint,
  error,
  look = 'form',
  after,
}: Pick<FieldProps, 'hint' | 'error' | 'look'> & { id: string; after?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={fieldClasses[look].hint}>
          {hint}
        </p>
      ) : null}
      {after}
      <FieldError id={`${id}-error`} text={error} />
    </>
  );
}

export function Field({
  label,
  hint,
  error,
  required,
  isRequired,
  optionalLabel,
  id: givenId,
  className,
  look = 'form',
  after,
  children,
}: FieldProps & {
  /** Between the hint and the error (a scan button). */
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useFieldId(givenId);
  const classes = fieldClasses[look];
  const isMarked = required || isRequired || optionalLabel;
  return (
    <div className={className ? `space-y-1 ${className}` : 'space-y-1'}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {isMarked ? <RequiredMark optionalLabel={optionalLabel} /> : null}
      </label>
      {children(controlProps(id, { hint, error, required, isRequired }, classes.control))}
      <FieldNotes id={id} hint={hint} error={error} look={look} after={after} />
    </div>
  );
}

/** Splits a control's own props from the frame's. */
export function splitField<P extends FieldProps>(props: P) {
  const { label, hint, error, required, isRequired, optionalLabel, id, className, look, ...own } =
    props;
  const field = { label, hint, error, required, isRequired, optionalLabel, id, className, look };
  return [field, own] as const;
}
