'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormStatus, SubmitButton } from '@/components/forms/form-status';
import { useRouter } from '@/lib/i18n/client-navigation';
import { changePasswordSchema, LIMITS, type ChangePasswordInput } from '@/lib/validation/account';
import { InputField, NewPasswordFields } from '../fields';
import { errorTextOf, useAccountRequest } from '../use-account-request';
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
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof ChangePasswordInput) => ({
    id: `${id}-${name}`,
    registration: form.register(name),
    error: errorTextOf(texts, errors[name]?.message),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/password', values))) return;
    form.reset({ currentPassword: '', password: '', confirmPassword: '' });
    setStatus({ kind: 'success', text: texts.center.password.changed });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField
        {...field('currentPassword')}
        type="password"
        label={texts.fields.currentPassword}
        autoComplete="current-password"
        maxLength={LIMITS.password}
      />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        labels={[texts.fields.newPassword, texts.fields.confirmNewPassword]}
        hint={texts.hints.password}
      />
      <SubmitButton
        label={texts.center.password.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <FormStatus status={status} />
    </form>
  );
}
