import type { UseFormRegisterReturn } from 'react-hook-form';
import { HoneypotField } from './honeypot-field';

export type Status = { kind: 'success' | 'error'; text: string; detail?: string };

/**
 * The outcome of a submission, announced by screen readers: success in a polite status region,
 * failure in an alert. Both regions exist from the start so the change is announced.
 */
export function FormStatus({ status }: { status: Status | null }) {
  const box = 'rounded-md px-4 py-3 text-sm font-medium';
  return (
    <>
      <div role="status">
        {status?.kind === 'success' ? (
          <div className={`${box} border border-brand-700 bg-brand-50 text-brand-900`}>
            <p>{status.text}</p>
            {status.detail ? <p className="mt-1 font-normal">{status.detail}</p> : null}
          </div>
        ) : null}
      </div>
      <div role="alert">
        {status?.kind === 'error' ? (
          <p className={`${box} border border-red-700 bg-red-50 text-red-800`}>{status.text}</p>
        ) : null}
      </div>
    </>
  );
}

export function SubmitButton({
  label,
  busyLabel,
  isBusy,
  isReady,
}: {
  label: string;
  busyLabel: string;
  isBusy: boolean;
  isReady: boolean;
}) {
  // Disabled only until the form is hydrated (a native submit would put the fields in the URL);
  // while sending it stays focusable (aria-disabled) so keyboard focus is not lost.
  return (
    <button
      type="submit"
      disabled={!isReady}
      aria-disabled={isBusy || undefined}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {isBusy ? busyLabel : label}
    </button>
  );
}

/**
 * The end every form shares: the honeypot, anything the form says before its button (e.g. the
 * privacy note), the submit button and the announced outcome.
 */
export function FormEnd({
  id,
  texts,
  honeypot,
  isBusy,
  isReady,
  status,
  children,
}: {
  id: string;
  texts: { honeypot: string; submit: string; submitting: string };
  honeypot: UseFormRegisterReturn;
  isBusy: boolean;
  isReady: boolean;
  status: Status | null;
  children?: React.ReactNode;
}) {
  return (
    <>
      <HoneypotField id={`${id}-hp`} label={texts.honeypot} registration={honeypot} />
      {children}
      <SubmitButton
        label={texts.submit}
        busyLabel={texts.submitting}
        isBusy={isBusy}
        isReady={isReady}
      />
      <FormStatus status={status} />
    </>
  );
}
