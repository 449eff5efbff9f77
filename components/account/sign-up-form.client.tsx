'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formFields } from '@/components/forms/form-fields';
import { OnDemand } from '@/components/forms/on-demand.client';
import { EmailField } from '@/components/forms/preset-fields';
import { InputField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { SelectField } from '@/components/ui/select';
import { StatusMessage } from '@/components/ui/status-message';
import { loadInPlace } from '@/lib/client/chunk-reload';
import type { CountryOption } from '@/lib/countries';
import { Link } from '@/lib/i18n/client-navigation';
import {
  signUpCodeSchema,
  toE164,
  type SignUpCodeData,
  type SignUpCodeInput,
} from '@/lib/validation/account';
import { callingCodeOf } from '@/lib/validation/phone-codes';
import { PhoneNumberField } from './fields';
import { CodeSender } from './code-sender.client';
import { partTexts } from './format';
import { StepHeading } from './step-heading';
import type { SignUpTexts } from './sign-up-types';
import { useAccountRequest } from './use-account-request';

type Props = { texts: SignUpTexts; countries: CountryOption[] };

// Step 2 (the code, username, nickname, password, terms) loads when it is reached.
const loadDetails = () => import('./sign-up-details.client');

/**
 * Sign up (requirements: Accounts), in the order things happen: step 1 asks where the code goes
 * (country/region, e-mail or phone) and sends it after the puzzle; step 2 takes the
 * code with the rest of the account. No "Sign up" button exists before a code was sent.
 */
export function SignUpForm({ texts, countries }: Props) {
  const [sent, setSent] = useState<{ address: SignUpCodeInput; to: string } | null>(null);
  const [isBack, setBack] = useState(false);
  const step = sent && !isBack ? 2 : 1;

  const common = (
    <p className="text-sm text-slate-700">
      {texts.signUp.haveAccount}{' '}
      <Link href="/login" className="font-semibold text-brand-800 underline">
        {texts.signUp.signIn}
      </Link>
    </p>
  );

  return (
    <div className="space-y-5">
      {step === 1 ? (
        <AddressStep
          texts={texts}
          countries={countries}
          initial={sent?.address}
          onSent={(address, to) => {
            setSent({ address, to });
            setBack(false);
          }}
        />
      ) : (
        <OnDemand load={loadDetails} texts={partTexts(texts.common)}>
          {({ SignUpDetails }) => (
            <SignUpDetails
              texts={texts}
              address={sent!.address}
              sentTo={sent!.to}
              onBack={() => setBack(true)}
            />
          )}
        </OnDemand>
      )}
      {common}
    </div>
  );
}

type StepProps = {
  texts: SignUpTexts;
  countries: CountryOption[];
  initial?: SignUpCodeInput;
  onSent: (address: SignUpCodeInput, to: string) => void;
};

/** Step 1: where the code goes; "Send code and continue" (or Enter) opens the puzzle. */
function AddressStep({ texts, countries, initial, onSent }: StepProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<SignUpCodeInput, unknown, SignUpCodeData>({
    resolver: zodResolver(signUpCodeSchema),
    defaultValues: initial ?? { channel: 'email' },
    // The hidden one of e-mail and phone is left out, not validated.
    shouldUnregister: true,
  });
  const { status, request } = useAccountRequest(form, texts);
  const [channel, country] = useWatch({ control: form.control, name: ['channel', 'country'] });
  const calling = typeof country === 'string' ? callingCodeOf(country) : undefined;
  const field = formFields(form, texts, id);

  // Back from step 2: the step is announced by its heading.
  useEffect(() => {
    if (initial) heading.current?.focus();
  }, [initial]);

  const onOpen = async () => {
    const isValid = await form.trigger(channel === 'phone' ? ['country', 'phone'] : ['email'], {
      shouldFocus: true,
    });
    // Step 2's code starts loading while the visitor solves the puzzle.
    if (isValid) loadInPlace(loadDetails).catch(() => undefined);
    return isValid;
  };

  const sendCode = async (token: string) => {
    const address = form.getValues();
    const body = { country, channel, email: address.email, phone: address.phone };
    if (!(await request('/account/codes/sign-up', body, { token }))) return undefined;
    const to = channel === 'phone' ? toE164(String(country), String(address.phone)) : address.email;
    onSent(address, String(to));
    return String(to);
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
      <StepHeading ref={heading}>{texts.signUp.step1}</StepHeading>
      <p className="text-sm text-slate-700">{texts.signUp.codeFirst}</p>
      <SelectField
        {...field('country', texts.fields.country)}
        emptyLabel={texts.common.select}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <RadioGroup
        {...field('channel', texts.fields.channel)}
        options={[
          { value: 'email', label: texts.fields.channelEmail },
          { value: 'phone', label: texts.fields.channelPhone },
        ]}
      />
      {channel === 'phone' ? (
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <InputField
            id={`${id}-calling`}
            label={texts.fields.phoneCode}
            readOnly
            value={calling ? `+${calling}` : ''}
          />
          <PhoneNumberField {...field('phone', texts.fields.phone)} />
        </div>
      ) : (
        <EmailField {...field('email', texts.fields.email)} />
      )}
      <CodeSender
        action="sign-up"
        texts={texts}
        captcha={texts.captcha}
        isPhone={channel === 'phone'}
        sendLabel={texts.signUp.next}
        isSubmit
        onOpen={onOpen}
        onSend={sendCode}
      />
      <StatusMessage status={status} />
    </form>
  );
}
