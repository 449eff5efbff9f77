import 'server-only';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { HttpError, type FieldErrors } from './errors';

function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const { formErrors, fieldErrors: fields } = z.flattenError(error);
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields as Record<string, string[] | undefined>)) {
    if (messages?.length) errors[name] = messages;
  }
  if (formErrors.length) errors._ = formErrors;
  return errors;
}

/** zod validation for one request part; a failure is a 400 envelope with field errors. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, 'Bad Request', fieldErrors(result.error));
  });
