import type { ComponentProps } from 'react';
import { Field, splitField, type FieldProps } from './field';

type Props = FieldProps &
  Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'required'> & {
    /** Added to the textarea's classes (monospaced serial numbers). */
    inputClassName?: string;
  };

/** A labelled multi-line text field. */
export function TextareaField(props: Props) {
  const [field, { inputClassName, rows = 4, ...area }] = splitField(props);
  return (
    <Field {...field}>
      {({ className, ...control }) => (
        <textarea
          rows={rows}
          {...area}
          {...control}
          className={inputClassName ? `${className} ${inputClassName}` : className}
        />
      )}
    </Field>
  );
}
