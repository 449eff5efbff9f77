'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from '@/components/forms/form-fields';
import { SubmitButton } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useRouter } from '@/lib/i18n/client-navigation';
import { deleteAccountSchema } from '@/lib/validation/account';
import { PasswordField } from '../fields';
import { useAccountRequest } from '../use-account-request';
import { useHydrated } from '../use-hydrated';
import type { CenterTexts } from './types';

type Input = z.input<typeof deleteAccountSchema>;

/** Delete the account for good; the password confirms it is the owner. */
export function DeleteForm({ texts }: { texts: CenterTexts }) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<Input>({ resolver: zodResolver(deleteAccountSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/delete', values))) return;
    setStatus({ kind: 'success', text: texts.center.delete.deleted });
    router.replace('/');
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField {...field('password', texts.fields.password)} />
      <SubmitButton
        label={texts.center.delete.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <StatusMessage status={status} />
    </form>
  );
}
