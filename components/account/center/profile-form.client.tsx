'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/forms/fields';
import { FormStatus, SubmitButton } from '@/components/forms/form-status';
import type { CountryOption } from '@/lib/countries';
import { useRouter } from '@/lib/i18n/client-navigation';
import { LIMITS, profileSchema, type ProfileInput } from '@/lib/validation/account';
import { InputField } from '../fields';
import { errorTextOf, useAccountRequest } from '../use-account-request';
import { useHydrated } from '../use-hydrated';
import type { CenterTexts } from './types';

type Props = { texts: CenterTexts; countries: CountryOption[]; initial: ProfileInput };

/** The profile's own fields: nickname and country/region. */
export function ProfileForm({ texts, countries, initial }: Props) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/profile', values))) return;
    setStatus({ kind: 'success', text: texts.center.profile.saved });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <InputField
        id={`${id}-nickname`}
        label={texts.fields.nickname}
        hint={texts.hints.nickname}
        registration={form.register('nickname')}
        error={errorTextOf(texts, errors.nickname?.message)}
        autoComplete="nickname"
        maxLength={LIMITS.nickname}
      />
      <SelectField
        id={`${id}-country`}
        label={texts.fields.country}
        placeholder={texts.common.select}
        registration={form.register('country')}
        error={errorTextOf(texts, errors.country?.message)}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <SubmitButton
        label={texts.center.profile.save}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <FormStatus status={status} />
    </form>
  );
}
