import { useId, type ComponentProps } from 'react';
import { controlProps, FieldError, type FieldProps } from './field';
import { fieldClasses, tickClass } from './styles';

type Props = Omit<FieldProps, 'optionalLabel' | 'className'> &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'required'>;

/** A checkbox with its label beside it (links in the label are underlined). */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  isRequired,
  id: givenId,
  look = 'form',
  ...input
}: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...input}
          {...controlProps(id, { hint, error, required, isRequired }, `mt-1 ${tickClass}`)}
        />
        <label htmlFor={id} className="text-sm text-slate-800 [&_a]:text-brand-800 [&_a]:underline">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={fieldClasses[look].hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
