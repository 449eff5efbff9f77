'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import { formFields } from '@/components/forms/form-fields';
import { EmailField } from '@/components/forms/preset-fields';
import { Button, SubmitButton } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/validation/account';
import { CodeSender, secondsFromNow, useCountdown } from './code-sender.client';
import { CodeField, NewPasswordFields } from './fields';
import { format } from './format';
import { StepHeading } from './step-heading';
import type { AccountMessages, FormTexts } from './types';
import { useAccountRequest } from './use-account-request';
import { useHydrated } from './use-hydrated';

type Props = {
  texts: FormTexts & { captcha: CaptchaTexts; recover: AccountMessages['recover'] };
};

/** After "reset password success!" a countdown in seconds, then the login page. */
const REDIRECT_SECONDS = 5;

/**
 * Password recovery in two steps (requirements: Accounts). Step 1: the e-mail, and a code sent
 * to it after the puzzle. Step 2: the code and the new password twice, with a previous-step
 * button and the resend countdown.
 */
export function RecoverForm({ texts }: Props) {
  const id = useId();
  const isReady = useHydrated();
  const [step, setStep] = useState<1 | 2>(1);
  const [sentTo, setSentTo] = useState<string>();
  const [doneAt, setDoneAt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (step === 2) heading.current?.focus();
  }, [step]);

  const sendCode = async (token: string) => {
    const email = form.getValues('email');
    if (!(await request('/account/codes/recover', { email }, { token }))) return undefined;
    setSentTo(email);
    setStep(2);
    return email;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await request('/account/password/reset', values))) return;
    setStatus({ kind: 'success', text: texts.recover.success });
    setDoneAt(secondsFromNow(REDIRECT_SECONDS));
  });

  if (doneAt) return <Done texts={texts} until={doneAt} status={status} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <StepHeading ref={heading}>
        {step === 1 ? texts.recover.step1 : texts.recover.step2}
      </StepHeading>
      {step === 1 ? (
        <>
          <EmailField {...field('email', texts.fields.email)} />
          <CodeSender
            action="recover"
            texts={texts}
            captcha={texts.captcha}
            sendLabel={texts.recover.next}
            onOpen={() => form.trigger('email', { shouldFocus: true })}
            onSend={sendCode}
          />
        </>
      ) : (
        <>
          <CodeField {...field('code', texts.fields.code)} hint={texts.hints.code} />
          <CodeSender
            action="recover"
            texts={texts}
            captcha={texts.captcha}
            sentTo={sentTo}
            onOpen={async () => true}
            onSend={sendCode}
          />
          <NewPasswordFields
            password={field('password', texts.fields.newPassword)}
            confirm={field('confirmPassword', texts.fields.confirmNewPassword)}
            hint={texts.hints.password}
          />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              label={texts.recover.submit}
              busyLabel={texts.common.submitting}
              isBusy={isSubmitting}
              isReady={isReady}
            />
            <Button
              onClick={() => {
                setStatus(null);
                setStep(1);
              }}
            >
              {texts.recover.previous}
            </Button>
          </div>
        </>
      )}
      <StatusMessage status={status} />
      <Link href="/login" className="inline-block text-sm text-brand-800 underline">
        {texts.recover.backToSignIn}
      </Link>
    </form>
  );
}

function Done({
  texts,
  until,
  status,
}: {
  texts: Props['texts'];
  until: number;
  status: ReturnType<typeof useAccountRequest>['status'];
}) {
  const router = useRouter();
  const seconds = useCountdown(until, REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds === 0) router.replace('/login');
  }, [seconds, router]);
  return (
    <div className="space-y-4">
      <StatusMessage status={status} />
      <p className="text-sm text-slate-700" aria-live="off">
        {format(texts.recover.redirecting, { seconds })}
      </p>
      <Link href="/login" className="font-semibold text-brand-800 underline">
        {texts.recover.signInNow}
      </Link>
    </div>
  );
}
