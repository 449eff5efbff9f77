import type { UseFormRegisterReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { HoneypotField } from './honeypot-field';

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
      <StatusMessage status={status} />
    </>
  );
}
