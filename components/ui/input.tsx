import type { ComponentProps, ReactNode } from 'react';
import { Field, splitField, type FieldProps } from './field';

type Props = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'required'> & {
    /** Beside the input, before it (a phone number's country code). */
    before?: ReactNode;
    /** Between the hint and the error (a scan button). */
    after?: ReactNode;
    /** Added to the input's classes (a monospaced serial number). */
    inputClassName?: string;
  };

/** A labelled text input (type text unless given: email, tel, password, date, number…). */
export function InputField(props: Props) {
  const [field, { before, after, inputClassName, type = 'text', ...input }] = splitField(props);
  return (
    <Field {...field} after={after}>
      {({ className, ...control }) => {
        const element = (
          <input
            type={type}
            {...input}
            {...control}
            className={inputClassName ? `${className} ${inputClassName}` : className}
          />
        );
        return before ? (
          <div className="flex items-start gap-2">
            {before}
            {element}
          </div>
        ) : (
          element
        );
      }}
    </Field>
  );
}
