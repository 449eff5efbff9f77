import type { ComponentProps, ReactNode } from 'react';
import { Field, splitField, type FieldProps } from './field';

type Props = FieldProps &
  Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'required'> & {
    /** Added to the textarea's classes (monospaced serial numbers). */
    inputClassName?: string;
    /** Between the hint and the error (a scan button). */
    after?: ReactNode;
  };

/** A labelled multi-line text field. */
export function TextareaField(props: Props) {
  const [field, { inputClassName, after, rows = 4, ...area }] = splitField(props);
  return (
    <Field {...field} after={after}>
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
