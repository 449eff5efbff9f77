'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactData, type ContactInput } from '@/lib/validation/contact';
import { LIMITS } from '@/lib/validation/fields';
import { InputField } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea';
import { FormEnd } from './form-end';
import type { CommonFormTexts } from './form-texts';
import { useCountryOptions } from './use-country-options';
import { formFields } from './form-fields';
import { CountryField, EmailField, NameField, PhoneField } from './preset-fields';
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
  const submission = useSubmission(form, '/contact', texts);
  const field = formFields(form, texts, id, texts.labels);

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative space-y-5">
      <div className="grid gap-5 desk:grid-cols-2">
        <NameField {...field('name')} placeholder={texts.placeholders.name} />
        <CountryField {...field('country')} emptyLabel={texts.select} options={countryOptions} />
        <EmailField {...field('email')} placeholder={texts.placeholders.email} />
        <PhoneField {...field('telephone')} placeholder={texts.placeholders.telephone} />
      </div>
      <InputField
        {...field('company')}
        autoComplete="organization"
        maxLength={LIMITS.company}
        placeholder={texts.placeholders.company}
      />
      <TextareaField
        {...field('message')}
        rows={6}
        maxLength={LIMITS.message}
        placeholder={texts.placeholders.message}
      />
      <FormEnd id={id} texts={texts} {...submission}>
        <p className="text-sm text-slate-600 [&_a]:text-brand-800 [&_a]:underline">
          {texts.privacyNote}
        </p>
      </FormEnd>
    </form>
  );
}
