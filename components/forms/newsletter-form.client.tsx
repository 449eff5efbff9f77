'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from '@/lib/i18n/client-navigation';
import { use, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import { LIMITS } from '@/lib/validation/fields';
import {
  newsletterSchema,
  type NewsletterData,
  type NewsletterInput,
} from '@/lib/validation/newsletter';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { FormEnd } from './form-end';
import { formFields } from './form-fields';
import { CountryField, EmailField, NameField } from './preset-fields';
import { useCountryOptions } from './use-country-options';
import { loadNewsletterTexts } from './newsletter-texts';
import { useSubmission } from './use-submission';

/** The newsletter subscription (double opt-in), with its texts in the page's language. */
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
  const field = formFields(form, texts, id, texts.labels);
  const submission = useSubmission(form, '/newsletter', texts);

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField {...field('email')} placeholder={texts.placeholders.email} />
        <NameField {...field('name')} placeholder={texts.placeholders.name} />
        <CountryField {...field('country')} emptyLabel={texts.select} options={countryOptions} />
        <InputField
          {...field('company')}
          required={false}
          optionalLabel={texts.optional}
          autoComplete="organization"
          maxLength={LIMITS.company}
        />
        <SelectField {...field('userType')} emptyLabel={texts.select} options={texts.userTypes} />
      </div>
      <CheckboxField {...field('consent', texts.consent)} />
      <FormEnd id={id} texts={texts} {...submission} />
    </form>
  );
}
