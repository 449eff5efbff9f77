'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { formFields } from '@/components/forms/form-fields';
import { Button, SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { StatusMessage } from '@/components/ui/status-message';
import { useRouter } from '@/lib/i18n/client-navigation';
import {
  signUpSchema,
  toE164,
  type SignUpCodeInput,
  type SignUpData,
  type SignUpInput,
} from '@/lib/validation/account';
import { CodeSender } from './code-sender.client';
import { CodeField, NewPasswordFields, NicknameField } from './fields';
import type { SignUpTexts } from './sign-up-types';
import { StepHeading } from './step-heading';
import { useAccountRequest } from './use-account-request';

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
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

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
      <CodeField {...field('code', texts.fields.code)} hint={texts.hints.code} />
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
        {...field('username', texts.fields.username)}
        hint={texts.hints.username}
        autoComplete="username"
        maxLength={20}
      />
      <NicknameField {...field('nickname', texts.fields.nickname)} hint={texts.hints.nickname} />
      <NewPasswordFields
        password={field('password', texts.fields.password)}
        confirm={field('confirmPassword', texts.fields.confirmPassword)}
        hint={texts.hints.password}
      />
      <CheckboxField {...field('terms', texts.terms)} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          label={texts.signUp.submit}
          busyLabel={texts.common.submitting}
          isBusy={isSubmitting}
          isReady
        />
        <Button onClick={onBack}>{texts.signUp.previous}</Button>
      </div>
      <StatusMessage status={status} />
    </form>
  );
}
