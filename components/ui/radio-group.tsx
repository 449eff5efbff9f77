import type { ComponentProps } from 'react';
import {
  controlProps,
  FieldNotes,
  RequiredMark,
  splitField,
  useFieldId,
  type FieldProps,
} from './field';
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
export function RadioGroup({ options, value, ...props }: Props) {
  const [field, input] = splitField(props);
  const id = useFieldId(field.id);
  const aria = controlProps(id, field, tickClass);
  return (
    <fieldset aria-describedby={aria['aria-describedby']}>
      <legend className={fieldClasses[field.look ?? 'form'].label}>
        {field.label}
        {field.required || field.isRequired ? <RequiredMark /> : null}
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
      <div className="mt-1 space-y-1">
        <FieldNotes {...field} id={id} />
      </div>
    </fieldset>
  );
}
