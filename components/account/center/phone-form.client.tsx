'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from '@/components/forms/form-fields';
import { SubmitButton } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { StatusMessage } from '@/components/ui/status-message';
import type { CountryOption } from '@/lib/countries';
import { useRouter } from '@/lib/i18n/client-navigation';
import { changePhoneSchema, toE164 } from '@/lib/validation/account';
import { callingCodeOf } from '@/lib/validation/phone-codes';
import { CodeSender } from '../code-sender.client';
import { CodeField, PhoneNumberField } from '../fields';
import { useAccountRequest } from '../use-account-request';
import { useHydrated } from '../use-hydrated';
import type { CenterTexts } from './types';

type Input = z.input<typeof changePhoneSchema>;

/** A new phone number (the phone code from its country), confirmed by a code sent to it. */
export function PhoneForm({
  texts,
  countries,
}: {
  texts: CenterTexts;
  countries: CountryOption[];
}) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<Input>({ resolver: zodResolver(changePhoneSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const calling = country ? callingCodeOf(country) : undefined;
  const field = formFields(form, texts, id);

  const sendCode = async (token: string) => {
    const { phone } = form.getValues();
    const sent = await request('/account/codes/phone', { country, phone }, { token });
    return sent ? toE164(country, phone) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/phone', values))) return;
    form.reset({ country: '', phone: '', code: '' });
    setStatus({ kind: 'success', text: texts.center.phone.changed });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField
        {...field('country', texts.fields.country)}
        emptyLabel={texts.common.select}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <PhoneNumberField
        {...field('phone', texts.fields.phone)}
        before={
          <span className="inline-flex min-h-10 min-w-14 items-center justify-center rounded-md border border-slate-300 bg-slate-100 px-2 text-slate-800">
            <span className="sr-only">{texts.fields.phoneCode}: </span>
            {calling ? `+${calling}` : '+'}
          </span>
        }
      />
      <CodeField {...field('code', texts.fields.code)} hint={texts.hints.code} />
      <CodeSender
        action="send-code"
        texts={texts}
        captcha={texts.captcha}
        isPhone
        onOpen={() => form.trigger(['country', 'phone'], { shouldFocus: true })}
        onSend={sendCode}
      />
      <SubmitButton
        label={texts.center.phone.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <StatusMessage status={status} />
    </form>
  );
}
