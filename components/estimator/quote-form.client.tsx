'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormEnd } from '@/components/forms/form-end';
import { formFields } from '@/components/forms/form-fields';
import { EmailField, NameField, PhoneField } from '@/components/forms/preset-fields';
import type { CommonFormTexts } from '@/components/forms/form-texts';
import { useSubmission } from '@/components/forms/use-submission';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import type { EstimatorInputs } from '@/lib/estimator/inputs';
import { LIMITS } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod-mini';
import {
  quoteContactSchema,
  type QuoteContactData,
  type QuoteContactInput,
} from '@/lib/validation/quote-request';

export type QuoteTexts = CommonFormTexts & {
  labels: { name: string; email: string; phone: string; postcode: string };
  consent: ReactNode;
  submit: string;
  success: string;
  staff: string;
  failure: string;
};

type Answer = { reference?: string | null; toStaff?: boolean } | undefined;

/**
 * The short form that sends the estimator's configuration to a certified installer
 * (the API picks one in the visitor's country, or staff). The same machinery as the contact
 * form: its schema, the honeypot, the API's Origin check and limits.
 */
export function QuoteFormClient({ texts, inputs }: { texts: QuoteTexts; inputs: EstimatorInputs }) {
  const id = useId();
  // The configuration travels with the visitor's fields, as the page shows it at sending time.
  const schema = useMemo(
    () =>
      z.pipe(
        quoteContactSchema,
        z.transform((values: QuoteContactData) => ({ ...values, configuration: inputs })),
      ),
    [inputs],
  );
  const form = useForm<
    QuoteContactInput,
    unknown,
    QuoteContactData & { configuration: EstimatorInputs }
  >({
    resolver: zodResolver(schema),
  });
  const submission = useSubmission(form, '/quote-requests', {
    ...texts,
    success: (data) => {
      const answer = data as Answer;
      const reference = answer?.reference ?? '';
      return (answer?.toStaff ? texts.staff : texts.success).replace('{reference}', reference);
    },
  });
  const field = formFields(form, texts, id, texts.labels);

  return (
    <form noValidate onSubmit={submission.onSubmit} className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField {...field('name')} />
        <EmailField {...field('email')} />
        <PhoneField {...field('phone')} />
        <InputField {...field('postcode')} autoComplete="postal-code" maxLength={LIMITS.zip} />
      </div>
      <CheckboxField {...field('consent', texts.consent)} />
      <FormEnd id={id} texts={texts} {...submission} />
    </form>
  );
}
