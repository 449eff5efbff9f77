'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormStatus, SubmitButton } from '@/components/forms/form-status';
import { useRouter } from '@/lib/i18n/client-navigation';
import { changeEmailSchema, LIMITS } from '@/lib/validation/account';
import type { z } from 'zod';
import { CodeSender } from '../code-sender.client';
import { CodeField, InputField } from '../fields';
import { errorTextOf, useAccountRequest } from '../use-account-request';
import { useHydrated } from '../use-hydrated';
import type { CenterTexts } from './types';

type Input = z.input<typeof changeEmailSchema>;

/** A new e-mail address, confirmed by a code sent to it (after the puzzle). */
export function EmailForm({ texts }: { texts: CenterTexts }) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<Input>({ resolver: zodResolver(changeEmailSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { errors, isSubmitting } = form.formState;

  const sendCode = async (token: string) => {
    const email = form.getValues('email');
    return (await request('/account/codes/email', { email }, { token })) ? email : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/email', values))) return;
    form.reset({ email: '', code: '' });
    setStatus({ kind: 'success', text: texts.center.email.changed });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField
        id={`${id}-email`}
        type="email"
        label={texts.fields.email}
        registration={form.register('email')}
        error={errorTextOf(texts, errors.email?.message)}
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <CodeField
        field={{
          id: `${id}-code`,
          registration: form.register('code'),
          error: errorTextOf(texts, errors.code?.message),
        }}
        label={texts.fields.code}
        hint={texts.hints.code}
      />
      <CodeSender
        action="send-code"
        texts={texts}
        captcha={texts.captcha}
        onOpen={() => form.trigger('email', { shouldFocus: true })}
        onSend={sendCode}
      />
      <SubmitButton
        label={texts.center.email.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <FormStatus status={status} />
    </form>
  );
}
