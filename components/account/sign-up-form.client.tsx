'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import { CheckboxField, RadioGroup, SelectField } from '@/components/forms/fields';
import { FormStatus, SubmitButton } from '@/components/forms/form-status';
import type { CountryOption } from '@/lib/countries';
import { Link, useRouter } from '@/lib/i18n/navigation';
import {
  LIMITS,
  signUpSchema,
  toE164,
  type SignUpData,
  type SignUpInput,
} from '@/lib/validation/account';
import { callingCodeOf } from '@/lib/validation/phone-codes';
import { CodeSender } from './code-sender.client';
import { CodeField, InputField, NewPasswordFields } from './fields';
import type { AccountMessages, FormTexts } from './types';
import { errorTextOf, useAccountRequest } from './use-account-request';
import { useHydrated } from './use-hydrated';

type Props = {
  texts: FormTexts & { terms: ReactNode; captcha: CaptchaTexts; signUp: AccountMessages['signUp'] };
  countries: CountryOption[];
};

/** After "sign up success!" the visitor, now signed in, goes on to the personal center. */
const SUCCESS_PAUSE_MS = 1500;

/**
 * Spec §2/§3 sign up: country/region and the phone code it gives, phone or e-mail, username,
 * nickname, password twice, the verification code (sent after the puzzle, spec §4), terms.
 */
export function SignUpForm({ texts, countries }: Props) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const form = useForm<SignUpInput, unknown, SignUpData>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { channel: 'email' },
    // The hidden one of e-mail and phone is left out, not validated.
    shouldUnregister: true,
  });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { errors, isSubmitting } = form.formState;
  const [channel, country] = useWatch({ control: form.control, name: ['channel', 'country'] });
  const calling = typeof country === 'string' ? callingCodeOf(country) : undefined;
  const field = (name: keyof SignUpInput) => ({
    id: `${id}-${name}`,
    registration: form.register(name),
    error: errorTextOf(texts, errors[name]?.message),
  });

  const sendCode = async (token: string) => {
    const { email, phone } = form.getValues();
    const body = { country, channel, email, phone };
    if (!(await request('/account/codes/sign-up', body, { token }))) return undefined;
    return channel === 'phone' ? toE164(String(country), String(phone)) : String(email);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/sign-up', values))) return;
    setStatus({ kind: 'success', text: texts.signUp.success });
    setTimeout(() => {
      router.replace('/personal-center');
      router.refresh();
    }, SUCCESS_PAUSE_MS);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField
        {...field('country')}
        label={texts.fields.country}
        placeholder={texts.common.select}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <RadioGroup
        {...field('channel')}
        legend={texts.fields.channel}
        options={[
          { value: 'email', label: texts.fields.channelEmail },
          { value: 'phone', label: texts.fields.channelPhone },
        ]}
      />
      {channel === 'phone' ? (
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <div>
            <label htmlFor={`${id}-calling`} className="block text-sm font-medium text-slate-800">
              {texts.fields.phoneCode}
            </label>
            <input
              id={`${id}-calling`}
              readOnly
              value={calling ? `+${calling}` : ''}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-800"
            />
          </div>
          <InputField
            {...field('phone')}
            type="tel"
            label={texts.fields.phone}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
          />
        </div>
      ) : (
        <InputField
          {...field('email')}
          type="email"
          label={texts.fields.email}
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      )}
      <InputField
        {...field('username')}
        label={texts.fields.username}
        hint={texts.hints.username}
        autoComplete="username"
        maxLength={20}
      />
      <InputField
        {...field('nickname')}
        label={texts.fields.nickname}
        hint={texts.hints.nickname}
        autoComplete="nickname"
        maxLength={LIMITS.nickname}
      />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        labels={[texts.fields.password, texts.fields.confirmPassword]}
        hint={texts.hints.password}
      />
      <CodeField field={field('code')} label={texts.fields.code} hint={texts.hints.code} />
      <CodeSender
        action="sign-up"
        texts={texts}
        captcha={texts.captcha}
        isPhone={channel === 'phone'}
        onOpen={() =>
          form.trigger(channel === 'phone' ? ['country', 'phone'] : ['email'], {
            shouldFocus: true,
          })
        }
        onSend={sendCode}
      />
      <CheckboxField {...field('terms')} label={texts.terms} />
      <SubmitButton
        label={texts.signUp.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <FormStatus status={status} />
      <p className="text-sm text-slate-700">
        {texts.signUp.haveAccount}{' '}
        <Link href="/login" className="font-semibold text-brand-800 underline">
          {texts.signUp.signIn}
        </Link>
      </p>
    </form>
  );
}
