'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/components/forms/error-text';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { FormEnd } from '@/components/forms/form-status';
import type { CommonFormTexts } from '@/components/forms/form-texts';
import { useSubmission } from '@/components/forms/use-submission';
import type { EstimatorInputs } from '@/lib/estimator/inputs';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/validation/fields';
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
  const { status, isReady, isBusy, onSubmit } = useSubmission(form, '/quote-requests', {
    ...texts,
    success: (data) => {
      const answer = data as Answer;
      const reference = answer?.reference ?? '';
      return (answer?.toStaff ? texts.staff : texts.success).replace('{reference}', reference);
    },
  });
  const { errors } = form.formState;
  const field = (name: 'name' | 'email' | 'phone' | 'postcode') => ({
    id: `${id}-${name}`,
    label: texts.labels[name],
    error: errorText(texts, errors[name]?.message),
    registration: form.register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" maxLength={LIMITS.name} />
        <TextField {...field('email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
        <TextField {...field('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
        <TextField {...field('postcode')} autoComplete="postal-code" maxLength={LIMITS.zip} />
      </div>
      <CheckboxField
        id={`${id}-consent`}
        label={texts.consent}
        error={errorText(texts, errors.consent?.message)}
        registration={form.register('consent')}
      />
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
