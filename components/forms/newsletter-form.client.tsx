'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from '@/lib/i18n/client-navigation';
import { use, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/validation/fields';
import {
  newsletterSchema,
  type NewsletterData,
  type NewsletterInput,
} from '@/lib/validation/newsletter';
import { errorText } from './error-text';
import { CheckboxField, SelectField, TextField } from './fields';
import { FormEnd } from './form-status';
import { useCountryOptions } from './use-country-options';
import { loadNewsletterTexts, type NewsletterField as Field } from './newsletter-texts';
import { useSubmission } from './use-submission';

/** Spec §3 newsletter subscription (double opt-in), with its texts in the page's language. */
export function NewsletterFormClient() {
  // Loaded with this chunk; the form's placeholder box shows meanwhile.
  const texts = use(loadNewsletterTexts(useLocale() as Locale));
  const id = useId();
  const countryOptions = useCountryOptions();
  const form = useForm<NewsletterInput, unknown, NewsletterData>({
    resolver: zodResolver(newsletterSchema),
    // Only the checkbox has a default: every other field is read from the DOM when registered,
    // which keeps what was typed before hydration.
    defaultValues: { consent: false },
  });
  const { status, isReady, isBusy, onSubmit } = useSubmission(form, '/newsletter', texts);
  const { errors } = form.formState;
  const field = (name: Field | 'consent') => ({
    id: `${id}-${name}`,
    error: errorText(texts, errors[name]?.message),
    registration: form.register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('email')}
          label={texts.labels.email}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={texts.placeholders.email}
        />
        <TextField
          {...field('name')}
          label={texts.labels.name}
          autoComplete="name"
          maxLength={LIMITS.name}
          placeholder={texts.placeholders.name}
        />
        <SelectField
          {...field('country')}
          label={texts.labels.country}
          autoComplete="country"
          placeholder={texts.select}
          options={countryOptions}
        />
        <TextField
          {...field('company')}
          label={texts.labels.company}
          optionalLabel={texts.optional}
          autoComplete="organization"
          maxLength={LIMITS.company}
        />
        <SelectField
          {...field('userType')}
          label={texts.labels.userType}
          placeholder={texts.select}
          options={texts.userTypes}
        />
      </div>
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
