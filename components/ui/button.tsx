import type { ComponentProps } from 'react';
import { buttonClass, type ButtonSize, type ButtonTone } from './styles';

type ButtonProps = ComponentProps<'button'> & { tone?: ButtonTone; size?: ButtonSize };

/** A button (type "button" unless given), primary for a form's one main action. */
export function Button({
  tone = 'secondary',
  size,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} {...rest} className={buttonClass(tone, size, className)} />;
}

type SubmitProps = {
  label: string;
  /** Shown while the form is being sent. */
  busyLabel?: string;
  isBusy: boolean;
  /** False until the form is hydrated. */
  isReady?: boolean;
  tone?: ButtonTone;
  size?: ButtonSize;
};

/**
 * A form's submit button. Disabled only until the form is hydrated (a native submit would put
 * the fields in the URL); while sending it stays focusable (aria-disabled) so keyboard focus is
 * not lost, and the form's handler ignores a second submit.
 */
export function SubmitButton({
  label,
  busyLabel,
  isBusy,
  isReady = true,
  tone = 'primary',
  size,
}: SubmitProps) {
  return (
    <button
      type="submit"
      disabled={!isReady}
      aria-disabled={isBusy || undefined}
      className={buttonClass(tone, size)}
    >
      {isBusy && busyLabel ? busyLabel : label}
    </button>
  );
}
