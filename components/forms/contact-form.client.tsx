'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactData, type ContactInput } from '@/lib/validation/contact';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/validation/fields';
import { errorText } from './error-text';
import { SelectField, TextField } from './fields';
import { FormEnd } from './form-status';
import { useCountryOptions } from './use-country-options';
import type { CommonFormTexts } from './form-texts';
import { useSubmission } from './use-submission';

type Field = 'name' | 'country' | 'email' | 'telephone' | 'company' | 'message';
export type ContactFormTexts = CommonFormTexts & {
  labels: Record<Field, string>;
  placeholders: Record<Exclude<Field, 'country'>, string>;
  submit: string;
  success: string;
  failure: string;
  privacyNote: ReactNode;
};

export function ContactFormClient({ texts }: { texts: ContactFormTexts }) {
  const id = useId();
  const countryOptions = useCountryOptions();
  const form = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    // No default values: RHF then reads what the DOM holds when it registers a field, so text
    // typed before hydration is kept (a '' default would overwrite it).
  });
  const { status, isReady, isBusy, onSubmit } = useSubmission(form, '/contact', texts);
  const { errors } = form.formState;
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    label: texts.labels[name],
    error: errorText(texts, errors[name]?.message),
    registration: form.register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 desk:grid-cols-2">
        <TextField
          {...field('name')}
          autoComplete="name"
          maxLength={LIMITS.name}
          placeholder={texts.placeholders.name}
        />
        <SelectField
          {...field('country')}
          autoComplete="country"
          placeholder={texts.select}
          options={countryOptions}
        />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={texts.placeholders.email}
        />
        <TextField
          {...field('telephone')}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          placeholder={texts.placeholders.telephone}
        />
      </div>
      <TextField
        {...field('company')}
        autoComplete="organization"
        maxLength={LIMITS.company}
        placeholder={texts.placeholders.company}
      />
      <TextField
        {...field('message')}
        rows={6}
        maxLength={LIMITS.message}
        placeholder={texts.placeholders.message}
      />
      <FormEnd
        id={id}
        texts={texts}
        honeypot={form.register(HONEYPOT_FIELD)}
        isBusy={isBusy}
        isReady={isReady}
        status={status}
      >
        <p className="text-sm text-slate-600 [&_a]:text-brand-800 [&_a]:underline">
          {texts.privacyNote}
        </p>
      </FormEnd>
    </form>
  );
}
