import type { ComponentProps } from 'react';
import { controlProps, FieldNotes, splitField, useFieldId, type FieldProps } from './field';
import { tickClass } from './styles';

type Props = Omit<FieldProps, 'optionalLabel' | 'className'> &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'required'>;

/** A checkbox with its label beside it (links in the label are underlined). */
export function CheckboxField(props: Props) {
  const [field, input] = splitField(props);
  const id = useFieldId(field.id);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input type="checkbox" {...input} {...controlProps(id, field, `mt-1 ${tickClass}`)} />
        <label htmlFor={id} className="text-sm text-slate-800 [&_a]:text-brand-800 [&_a]:underline">
          {field.label}
        </label>
      </div>
      <FieldNotes {...field} id={id} />
    </div>
  );
}
