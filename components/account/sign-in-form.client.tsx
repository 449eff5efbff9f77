'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import { SliderPuzzleOnDemand } from '@/components/captcha/slider-puzzle-lazy.client';
import { formFields } from '@/components/forms/form-fields';
import { useReached } from '@/components/forms/use-reached';
import { SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { StatusMessage } from '@/components/ui/status-message';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import { LIMITS, signInSchema, type SignInInput } from '@/lib/validation/account';
import { PasswordField } from './fields';
import { partTexts } from './format';
import type { AccountMessages, FormTexts } from './types';
import { useHydrated } from './use-hydrated';
import { useAccountRequest } from './use-account-request';

type Props = {
  texts: FormTexts & { terms: ReactNode; captcha: CaptchaTexts; signIn: AccountMessages['signIn'] };
  /** "Sign Out Successfully" when the visitor lands here right after signing out. */
  notice?: string;
  /** A same-site path (checked on the server) to open after sign-in instead of the center. */
  next?: string;
  /** The puzzle's stand-in at its size, rendered on the server, until its code has loaded. */
  puzzlePlaceholder?: ReactNode;
};

/**
 * Login: e-mail, username or phone, password, the terms box, links to sign up and to
 * recovery, and the slider puzzle (its token goes with the request). A refused login shows a
 * new puzzle: the token is spent.
 */
export function SignInForm({ texts, notice, next, puzzlePlaceholder }: Props) {
  const id = useId();
  const router = useRouter();
  const isReady = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [puzzleKey, setPuzzleKey] = useState(0);
  // The puzzle's code and its challenge come when the visitor reaches it, not with the page.
  const { ref: puzzlePlace, isReached: isPuzzleReached } = useReached<HTMLDivElement>();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });
  const { status, setStatus, request } = useAccountRequest(form, texts);
  const { isSubmitting } = form.formState;
  const field = formFields(form, texts, id);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) {
      setStatus({ kind: 'error', text: texts.signIn.puzzleHint });
      return;
    }
    const done = await request('/account/sign-in', values, { token });
    if (done) {
      // A full navigation: `next` is a public path with its language prefix already (or a
      // route handler such as /api/preview), not a path for the localized router.
      if (next) {
        window.location.assign(next);
        return;
      }
      router.replace('/personal-center');
      router.refresh();
      return;
    }
    setToken(null);
    setPuzzleKey((k) => k + 1);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {notice ? (
        <p className="rounded-md border border-brand-700 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          {notice}
        </p>
      ) : null}
      <InputField
        {...field('identifier', texts.fields.identifier)}
        hint={texts.hints.identifier}
        autoComplete="username"
        maxLength={LIMITS.identifier}
      />
      <PasswordField {...field('password', texts.fields.password)} />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/retrieve-password" className="text-brand-800 underline">
          {texts.signIn.forgotPassword}
        </Link>
        <span>
          {texts.signIn.noAccount}{' '}
          <Link href="/sign-up" className="font-semibold text-brand-800 underline">
            {texts.signIn.createAccount}
          </Link>
        </span>
      </div>
      <div ref={puzzlePlace} className="min-h-11">
        <SliderPuzzleOnDemand
          generation={puzzleKey}
          isWanted={isPuzzleReached}
          placeholder={puzzlePlaceholder}
          partTexts={partTexts(texts.common)}
          action="sign-in"
          texts={texts.captcha}
          onSolved={setToken}
          onReset={() => setToken(null)}
        />
      </div>
      <CheckboxField {...field('terms', texts.terms)} />
      <SubmitButton
        label={texts.signIn.submit}
        busyLabel={texts.common.submitting}
        isBusy={isSubmitting}
        isReady={isReady}
      />
      <StatusMessage status={status} />
    </form>
  );
}
