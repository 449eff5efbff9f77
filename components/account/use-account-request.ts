'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '@/components/forms/error-text';
import type { Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import { CAPTCHA_HEADER } from '@/lib/validation/account';
import type { FormTexts } from './types';

type Errors = Record<string, string[]> | undefined;

/**
 * Calls an account route from the browser (over HTTP: a session arrives as Set-Cookie) and
 * puts what it refuses where the visitor sees it: a field's key on that field (the first one
 * focused), a form-level key (`_`, the puzzle) in the form's alert. Resolves to the answer's data,
 * or undefined when refused.
 */
export function useAccountRequest<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  texts: FormTexts,
) {
  const [status, setStatus] = useState<Status | null>(null);

  const report = (errors: Errors): boolean => {
    if (!errors) return false;
    const values = form.getValues() as Record<string, unknown>;
    let formLevel: string | undefined;
    let isFirst = true;
    for (const [field, [key]] of Object.entries(errors)) {
      if (field in values) {
        form.setError(
          field as Path<In>,
          { type: 'server', message: key },
          { shouldFocus: isFirst },
        );
        isFirst = false;
      } else formLevel ??= key;
    }
    setStatus(formLevel ? { kind: 'error', text: errorText(texts, formLevel)! } : null);
    return true;
  };

  async function request<T>(
    path: string,
    body: unknown,
    { token }: { token?: string } = {},
  ): Promise<T | undefined> {
    setStatus(null);
    try {
      const config = token ? { headers: { [CAPTCHA_HEADER]: token } } : undefined;
      const answer = await browserApi.post<Envelope<T>>(path, body, config);
      if (answer.code !== 400) return (answer.data ?? {}) as T;
      if (!report(answer.errors)) setStatus({ kind: 'error', text: texts.common.failure });
    } catch (error) {
      const answer = isApiError(error) ? (error.body as Envelope<unknown> | undefined) : undefined;
      if (!report(answer?.errors)) {
        const isLimited = isApiError(error) && error.status === 429;
        setStatus({
          kind: 'error',
          text: isLimited ? texts.errors.tooManyRequests : texts.common.failure,
        });
      }
    }
    return undefined;
  }

  return { status, setStatus, request };
}
