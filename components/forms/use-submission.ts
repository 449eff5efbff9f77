'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import { HONEYPOT_FIELD } from '@/lib/validation/fields';

export type Outcomes = {
  /** Or the text for the answer's data (the quote request says who will answer). */
  success: string | ((data: unknown) => string);
  successDetail?: string;
  failure: string;
  /** HTTP 409 (the newsletter's "already subscribed"). */
  conflict?: string;
  tooManyRequests: string;
};

const subscribeNothing = () => () => {};

/**
 * Sends a validated form to the API and turns the answer into a status message. The client
 * resolves HTTP 400 bodies (field errors) as a success (requirements: Client behaviours), so
 * body.code decides; the server's field errors land on their fields, the first one focused.
 */
export function useSubmission<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  path: string,
  outcomes: Outcomes,
) {
  const [status, setStatus] = useState<Status | null>(null);
  const isReady = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  const send = async (values: Out) => {
    setStatus(null);
    try {
      const body = await browserApi.post<Envelope<unknown>>(path, values);
      if (body.code === 400) {
        Object.entries(body.errors ?? {})
          .filter(([field]) => field !== '_')
          .forEach(([field, [key]], index) =>
            form.setError(
              field as Path<In>,
              { type: 'server', message: key },
              {
                shouldFocus: index === 0,
              },
            ),
          );
        setStatus({ kind: 'error', text: outcomes.failure });
        return;
      }
      form.reset();
      const text =
        typeof outcomes.success === 'function' ? outcomes.success(body.data) : outcomes.success;
      setStatus({ kind: 'success', text, detail: outcomes.successDetail });
    } catch (error) {
      const code = isApiError(error) ? error.status : undefined;
      const text =
        code === 409 && outcomes.conflict
          ? outcomes.conflict
          : code === 429
            ? outcomes.tooManyRequests
            : outcomes.failure;
      setStatus({ kind: 'error', text });
    }
  };
  const submit = form.handleSubmit(send, () => setStatus(null));

  return {
    status,
    isReady,
    isBusy: form.formState.isSubmitting,
    honeypot: form.register(HONEYPOT_FIELD as Path<In>),
    // A second Enter or click while the first one is on its way sends nothing.
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!form.formState.isSubmitting) return submit(event);
      event.preventDefault();
    },
  };
}
