import type { ComponentProps } from 'react';
import { Field, splitField, type FieldProps } from './field';

export type SelectOption = { value: string | number; label: string };

type Props = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'required'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Please select" in a form, "All" in a filter). */
    emptyLabel?: string;
  };

/** A labelled select; "" is the empty choice when there is one. */
export function SelectField(props: Props) {
  const [field, { options, emptyLabel, ...select }] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control}>
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
