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
import { useCountryOptions } from './use-country-options';
import { loadNewsletterTexts, type NewsletterField as Field } from './newsletter-texts';
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
  const submission = useSubmission(form, '/newsletter', texts);
  const fields = formFields(form, texts, id);
  const field = (name: Field) => fields(name, texts.labels[name]);

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={texts.placeholders.email}
        />
        <InputField
          {...field('name')}
          autoComplete="name"
          maxLength={LIMITS.name}
          placeholder={texts.placeholders.name}
        />
        <SelectField
          {...field('country')}
          autoComplete="country"
          emptyLabel={texts.select}
          options={countryOptions}
        />
        <InputField
          {...field('company')}
          required={false}
          optionalLabel={texts.optional}
          autoComplete="organization"
          maxLength={LIMITS.company}
        />
        <SelectField {...field('userType')} emptyLabel={texts.select} options={texts.userTypes} />
      </div>
      <CheckboxField {...fields('consent', texts.consent)} />
      <FormEnd id={id} texts={texts} {...submission} />
    </form>
  );
}
