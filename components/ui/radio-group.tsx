import { useId, type ComponentProps } from 'react';
import { controlProps, FieldError, RequiredMark, type FieldProps } from './field';
import { fieldClasses, tickClass } from './styles';

export type RadioOption = { value: string; label: string; disabled?: boolean };

type Props = Omit<FieldProps, 'optionalLabel' | 'className'> &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'required' | 'value'> & {
    options: readonly RadioOption[];
    /** The checked option of a controlled group; without it the group is uncontrolled. */
    value?: string;
  };

/**
 * Radio buttons in a fieldset of their own, the label its legend (arrow keys move between
 * them). The first one gets the id, so an error can move focus to the group. The rest of the
 * props (register()'s, or a name and onChange) go to every radio.
 */
export function RadioGroup({
  label,
  options,
  value,
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
  const aria = controlProps(id, { hint, error, required, isRequired }, tickClass);
  return (
    <fieldset aria-describedby={aria['aria-describedby']}>
      <legend className={fieldClasses[look].label}>
        {label}
        {required || isRequired ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o, index) => (
          <label key={o.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={o.value}
              disabled={o.disabled}
              {...(value === undefined ? {} : { checked: value === o.value })}
              {...input}
              {...aria}
              id={index === 0 ? id : undefined}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={`mt-1 ${fieldClasses[look].hint}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} className="mt-1" />
    </fieldset>
  );
}
