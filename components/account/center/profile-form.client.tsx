'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formFields } from '@/components/forms/form-fields';
import { SubmitButton } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { StatusMessage } from '@/components/ui/status-message';
import type { CountryOption } from '@/lib/countries';
import { useRouter } from '@/lib/i18n/client-navigation';
import { profileSchema, type ProfileInput } from '@/lib/validation/account';
import { NicknameField } from '../fields';
import { useAccountRequest } from '../use-account-request';
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
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/profile', values))) return;
    setStatus({ kind: 'success', text: texts.center.profile.saved });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NicknameField {...field('nickname', texts.fields.nickname)} hint={texts.hints.nickname} />
      <SelectField
        {...field('country', texts.fields.country)}
        emptyLabel={texts.common.select}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <SubmitButton
        label={texts.center.profile.save}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <StatusMessage status={status} />
    </form>
  );
}
