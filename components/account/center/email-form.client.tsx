'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formFields } from '@/components/forms/form-fields';
import { EmailField } from '@/components/forms/preset-fields';
import { SubmitButton } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useRouter } from '@/lib/i18n/client-navigation';
import { changeEmailSchema } from '@/lib/validation/account';
import type { z } from 'zod';
import { CodeSender } from '../code-sender.client';
import { CodeField } from '../fields';
import { useAccountRequest } from '../use-account-request';
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
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

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
      <EmailField {...field('email', texts.fields.email)} />
      <CodeField {...field('code', texts.fields.code)} hint={texts.hints.code} />
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
      <StatusMessage status={status} />
    </form>
  );
}
