'use client';

import { useState } from 'react';
import type { Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import type { WarrantyErrorKey } from '@/lib/validation/warranty';

export type FieldErrors = Record<string, string[]>;
type ErrorTexts = Record<WarrantyErrorKey | 'failed', string>;

/** An error key of the API as the visitor's words. */
export const errorText = (texts: ErrorTexts, key: string | undefined) =>
  key ? (texts[key as WarrantyErrorKey] ?? texts.invalid) : undefined;

/**
 * POST to a warranty route: resolves to the answer's data, or undefined when refused, with the
 * field errors (by field name) and a form-level message where the form shows them.
 */
export function useWarrantyRequest(texts: ErrorTexts) {
  const [status, setStatus] = useState<Status | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);

  const refuse = (fields: FieldErrors | undefined, limited = false) => {
    const all = fields ?? {};
    setErrors(all);
    const formLevel = all._?.[0];
    const text = limited
      ? texts.tooManyRequests
      : formLevel
        ? errorText(texts, formLevel)
        : undefined;
    setStatus(
      text || !Object.keys(all).length ? { kind: 'error', text: text ?? texts.failed } : null,
    );
  };

  async function post<T>(path: string, body: unknown): Promise<T | undefined> {
    setBusy(true);
    setStatus(null);
    setErrors({});
    try {
      const answer = await browserApi.post<Envelope<T>>(path, body);
      if (answer.code < 300) return (answer.data ?? {}) as T;
      refuse(answer.errors);
    } catch (error) {
      const answer = isApiError(error) ? (error.body as Envelope<unknown> | undefined) : undefined;
      refuse(answer?.errors, isApiError(error) && error.status === 429);
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  /** Forgets the last answer (the browser's own checks refused the next one). */
  const clear = () => {
    setStatus(null);
    setErrors({});
  };

  return { status, setStatus, errors, isBusy, post, clear };
}
