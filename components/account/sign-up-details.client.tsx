'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckboxField } from '@/components/forms/fields';
import { FormStatus, SubmitButton } from '@/components/forms/form-status';
import { useRouter } from '@/lib/i18n/client-navigation';
import {
  LIMITS,
  signUpSchema,
  toE164,
  type SignUpCodeInput,
  type SignUpData,
  type SignUpInput,
} from '@/lib/validation/account';
import { CodeSender } from './code-sender.client';
import { CodeField, InputField, NewPasswordFields } from './fields';
import type { SignUpTexts } from './sign-up-form.client';
import { StepHeading } from './step-heading';
import { errorTextOf, useAccountRequest } from './use-account-request';

type Details = Omit<SignUpInput, keyof SignUpCodeInput>;

type Props = {
  texts: SignUpTexts;
  /** Step 1's answers: where the code went. */
  address: SignUpCodeInput;
  sentTo: string;
  onBack: () => void;
};

/** After "sign up success!" the visitor, now signed in, goes on to the personal center. */
const SUCCESS_PAUSE_MS = 1500;

/**
 * Sign-up step 2: the code that was just sent (with the resend countdown), username, nickname,
 * the password twice and the terms. Checked with the whole sign-up schema, step 1's answers
 * included, as the server checks it.
 */
export function SignUpDetails({ texts, address, sentTo, onBack }: Props) {
  const id = useId();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const whole = zodResolver(signUpSchema);
  const resolver: Resolver<Details, unknown, SignUpData> = (values, context, options) =>
    whole({ ...address, ...values } as SignUpInput, context, options as never) as never;
  const form = useForm<Details, unknown, SignUpData>({ resolver });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Details) => ({
    id: `${id}-${name}`,
    registration: form.register(name),
    error: errorTextOf(texts, errors[name]?.message),
  });

  // A new step is announced by moving focus to its heading.
  useEffect(() => heading.current?.focus(), []);

  const resend = async (token: string) => {
    const { country, channel, email, phone } = address;
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
      <StepHeading ref={heading}>{texts.signUp.step2}</StepHeading>
      <CodeField field={field('code')} label={texts.fields.code} hint={texts.hints.code} />
      <CodeSender
        action="sign-up"
        texts={texts}
        captcha={texts.captcha}
        isPhone={address.channel === 'phone'}
        sentTo={sentTo}
        onOpen={async () => true}
        onSend={resend}
      />
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
      <CheckboxField {...field('terms')} label={texts.terms} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          label={texts.signUp.submit}
          busyLabel={texts.common.submitting}
          isBusy={isSubmitting}
          isReady
        />
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-500 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {texts.signUp.previous}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
