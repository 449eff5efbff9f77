'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formFields } from '@/components/forms/form-fields';
import { SubmitButton } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useRouter } from '@/lib/i18n/client-navigation';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/account';
import { NewPasswordFields, PasswordField } from '../fields';
import { useAccountRequest } from '../use-account-request';
import { useHydrated } from '../use-hydrated';
import type { CenterTexts } from './types';

/**
 * Change the password: the current one, the new one twice. Other sessions end
 * (requirements: Accounts).
 */
export function PasswordForm({ texts }: { texts: CenterTexts }) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/password', values))) return;
    form.reset({ currentPassword: '', password: '', confirmPassword: '' });
    setStatus({ kind: 'success', text: texts.center.password.changed });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField {...field('currentPassword', texts.fields.currentPassword)} />
      <NewPasswordFields
        password={field('password', texts.fields.newPassword)}
        confirm={field('confirmPassword', texts.fields.confirmNewPassword)}
        hint={texts.hints.password}
      />
      <SubmitButton
        label={texts.center.password.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <StatusMessage status={status} />
    </form>
  );
}
