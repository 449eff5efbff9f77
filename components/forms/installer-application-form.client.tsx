'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { LIMITS } from '@/lib/validation/fields';
import {
  installerApplicationSchema,
  type InstallerApplicationData,
  type InstallerApplicationInput,
} from '@/lib/validation/installer-application';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { SelectField } from '@/components/ui/select';
import { TextareaField } from '@/components/ui/textarea';
import { FormEnd } from './form-end';
import { formFields } from './form-fields';
import { CountryField, EmailField, PhoneField } from './preset-fields';
import { useCountryOptions } from './use-country-options';
import type { CommonFormTexts } from './form-texts';
import type { SessionOption } from './installer-application-types';
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
  const submission = useSubmission(form, '/installer-applications', texts);
  const isApplying = useWatch({ control: form.control, name: 'applyUpcoming' }) === 'yes';
  const fields = formFields(form, texts, id);
  const field = (name: keyof InstallerApplicationInput, label: Label) =>
    fields(name, texts.labels[label]);
  const line = { maxLength: LIMITS.text };

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative space-y-5">
      <div className="grid gap-5 desk:grid-cols-2">
        <InputField
          {...field('firstName', 'firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
        />
        <InputField
          {...field('lastName', 'lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
        />
        <InputField
          {...field('jobTitle', 'jobTitle')}
          autoComplete="organization-title"
          {...line}
        />
        <InputField
          {...field('company', 'companyName')}
          autoComplete="organization"
          maxLength={LIMITS.company}
        />
        <EmailField {...field('email', 'email')} placeholder={texts.placeholders.email} />
        <PhoneField {...field('phone', 'companyPhone')} />
      </div>
      <RadioGroup
        {...field('applyUpcoming', 'applyUpcoming')}
        options={[
          { value: 'yes', label: texts.apply.yes, disabled: !hasSessions },
          { value: 'no', label: texts.apply.no },
        ]}
      />
      {hasSessions ? (
        isApplying ? (
          <SelectField
            {...field('trainingId', 'training')}
            emptyLabel={texts.select}
            options={sessions}
          />
        ) : null
      ) : (
        <p className="text-sm text-slate-700">{texts.noSessions}</p>
      )}
      <div className="grid gap-5 desk:grid-cols-2">
        <InputField {...field('address', 'address')} autoComplete="street-address" {...line} />
        <InputField
          {...field('city', 'city')}
          autoComplete="address-level2"
          maxLength={LIMITS.name}
        />
        <CountryField
          {...field('country', 'country')}
          emptyLabel={texts.select}
          options={countryOptions}
        />
        <InputField {...field('zip', 'zip')} autoComplete="postal-code" maxLength={LIMITS.zip} />
      </div>
      <TextareaField
        {...field('details', 'details')}
        required={false}
        optionalLabel={texts.optional}
        rows={4}
        maxLength={LIMITS.message}
        placeholder={texts.placeholders.details}
      />
      <CheckboxField {...fields('consent', texts.consent)} />
      <FormEnd id={id} texts={texts} {...submission} />
    </form>
  );
}
