'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/validation/fields';
import {
  installerApplicationSchema,
  type InstallerApplicationData,
  type InstallerApplicationInput,
} from '@/lib/validation/installer-application';
import { errorText } from './error-text';
import { CheckboxField, RadioGroup, SelectField, TextField } from './fields';
import { FormEnd } from './form-status';
import { useCountryOptions } from './use-country-options';
import type { CommonFormTexts } from './form-texts';
import type { SessionOption } from './installer-application-form';
import { useSubmission, type Outcomes } from './use-submission';

type Label =
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'companyName'
  | 'email'
  | 'companyPhone'
  | 'applyUpcoming'
  | 'training'
  | 'address'
  | 'city'
  | 'country'
  | 'zip'
  | 'details';
type Texts = CommonFormTexts &
  Outcomes & {
    labels: Record<Label, string>;
    apply: { yes: string; no: string };
    placeholders: { email: string; details: string };
    noSessions: string;
    consent: ReactNode;
    submit: string;
  };
type Props = { texts: Texts; sessions: SessionOption[] };

export function InstallerApplicationFormClient({ texts, sessions }: Props) {
  const id = useId();
  const countryOptions = useCountryOptions();
  const hasSessions = sessions.length > 0;
  const form = useForm<InstallerApplicationInput, unknown, InstallerApplicationData>({
    resolver: zodResolver(installerApplicationSchema),
    // Text fields have no default, so what was typed before hydration is kept. Without
    // upcoming sessions, "no, contact me later" is the only possible answer.
    defaultValues: {
      consent: false,
      ...(hasSessions ? {} : { applyUpcoming: 'no' }),
    } satisfies DefaultValues<InstallerApplicationInput>,
  });
  const { status, isReady, isBusy, onSubmit } = useSubmission(
    form,
    '/installer-applications',
    texts,
  );
  const { errors } = form.formState;
  const isApplying = useWatch({ control: form.control, name: 'applyUpcoming' }) === 'yes';
  const field = (name: keyof InstallerApplicationInput, label?: Label) => ({
    id: `${id}-${name}`,
    label: label ? texts.labels[label] : '',
    error: errorText(texts, errors[name]?.message),
    registration: form.register(name),
  });
  const line = { maxLength: LIMITS.text };

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 desk:grid-cols-2">
        <TextField
          {...field('firstName', 'firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
        />
        <TextField
          {...field('lastName', 'lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
        />
        <TextField {...field('jobTitle', 'jobTitle')} autoComplete="organization-title" {...line} />
        <TextField
          {...field('company', 'companyName')}
          autoComplete="organization"
          maxLength={LIMITS.company}
        />
        <TextField
          {...field('email', 'email')}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={texts.placeholders.email}
        />
        <TextField
          {...field('phone', 'companyPhone')}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
      </div>
      <RadioGroup
        {...field('applyUpcoming')}
        legend={texts.labels.applyUpcoming}
        options={[
          { value: 'yes', label: texts.apply.yes, disabled: !hasSessions },
          { value: 'no', label: texts.apply.no },
        ]}
      />
      {hasSessions ? (
        isApplying ? (
          <SelectField
            {...field('trainingId', 'training')}
            placeholder={texts.select}
            options={sessions}
          />
        ) : null
      ) : (
        <p className="text-sm text-slate-700">{texts.noSessions}</p>
      )}
      <div className="grid gap-5 desk:grid-cols-2">
        <TextField {...field('address', 'address')} autoComplete="street-address" {...line} />
        <TextField
          {...field('city', 'city')}
          autoComplete="address-level2"
          maxLength={LIMITS.name}
        />
        <SelectField
          {...field('country', 'country')}
          autoComplete="country"
          placeholder={texts.select}
          options={countryOptions}
        />
        <TextField {...field('zip', 'zip')} autoComplete="postal-code" maxLength={LIMITS.zip} />
      </div>
      <TextField
        {...field('details', 'details')}
        optionalLabel={texts.optional}
        rows={4}
        maxLength={LIMITS.message}
        placeholder={texts.placeholders.details}
      />
      <CheckboxField {...field('consent')} label={texts.consent} />
      <FormEnd
        id={id}
        texts={texts}
        honeypot={form.register(HONEYPOT_FIELD)}
        isBusy={isBusy}
        isReady={isReady}
        status={status}
      />
    </form>
  );
}
