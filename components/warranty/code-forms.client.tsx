'use client';

import { useId, useRef } from 'react';
import { useHydrated } from '@/components/account/use-hydrated';
import { SubmitButton } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { StatusMessage } from '@/components/ui/status-message';
import { useRouter } from '@/lib/i18n/client-navigation';
import { LIMITS } from '@/lib/validation/warranty';
import type { WarrantyMessages } from './types';
import { errorText, useWarrantyRequest } from './use-warranty-request';

/** One text input and a button posting it; the answer's field error under the input. */
function OneFieldForm({
  texts,
  path,
  name,
  label,
  type = 'text',
  maxLength,
  button: buttonLabel,
  success,
  heading,
  intro,
}: {
  texts: WarrantyMessages;
  path: string;
  name: 'code' | 'email';
  label: string;
  type?: 'text' | 'email';
  maxLength: number;
  button: string;
  success: string;
  heading: string;
  intro?: string;
}) {
  const id = useId();
  const router = useRouter();
  // Uncontrolled, as the registration form (register-form.client.tsx): the value is read from
  // the field when the form is sent, so neither a late re-render nor hydration loses it.
  const input = useRef<HTMLInputElement>(null);
  const isReady = useHydrated();
  const { status, setStatus, errors, isBusy, post } = useWarrantyRequest(texts.errors);
  const error = errorText(texts.errors, errors[name]?.[0]);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The button stays focusable while sending: a second submit waits for the first.
    if (isBusy) return;
    if (!(await post(path, { [name]: input.current?.value ?? '' }))) return;
    if (input.current) input.current.value = '';
    setStatus({ kind: 'success', text: success });
    router.refresh();
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3"
      aria-labelledby={`${id}-heading`}
      data-hydrated={isReady ? '' : undefined}
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-brand-900">
        {heading}
      </h3>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <InputField
        ref={input}
        id={`${id}-${name}`}
        label={label}
        error={error}
        type={type}
        maxLength={maxLength}
        autoComplete="off"
        className="max-w-sm"
      />
      <StatusMessage status={status} />
      <SubmitButton tone="outline" label={buttonLabel} isBusy={isBusy} isReady={isReady} />
    </form>
  );
}

const codeRoutes = [
  { path: '/warranty/registrations/confirm', kind: 'confirm' },
  { path: '/warranty/transfers/accept', kind: 'accept' },
] as const;

/** The owner confirms an installer's registration; a new owner accepts a transfer. */
export function CodeForms({ texts }: { texts: WarrantyMessages }) {
  const t = texts.center;
  const words = {
    confirm: {
      button: t.confirm,
      success: t.confirmed,
      heading: t.confirmHeading,
      intro: t.confirmIntro,
    },
    accept: {
      button: t.accept,
      success: t.accepted,
      heading: t.acceptHeading,
      intro: t.acceptIntro,
    },
  };
  return (
    <div className="grid gap-8 desk:grid-cols-2">
      {codeRoutes.map(({ path, kind }) => (
        <OneFieldForm
          key={kind}
          texts={texts}
          path={path}
          name="code"
          label={t.code}
          maxLength={16}
          {...words[kind]}
        />
      ))}
    </div>
  );
}

/** The owner sends a transfer code to the new owner's address. */
export function TransferForm({ texts, id }: { texts: WarrantyMessages; id: number }) {
  const t = texts.center;
  return (
    <OneFieldForm
      texts={texts}
      path={`/warranty/registrations/${id}/transfer`}
      name="email"
      type="email"
      label={t.transferEmail}
      maxLength={LIMITS.email}
      button={t.transferStart}
      success={t.transferStarted}
      heading={t.transferHeading}
    />
  );
}
