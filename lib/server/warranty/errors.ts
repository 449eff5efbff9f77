import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError, type FieldErrors } from '@/lib/server/api/errors';
import type { WarrantyErrorKey } from '@/lib/validation/warranty';

/** A warranty failure: the status, an English message, and the key the page translates. */
export function warrantyError(
  status: ContentfulStatusCode,
  field: string,
  key: WarrantyErrorKey,
  message: string,
): HttpError {
  return new HttpError(status, message, { [field]: [key] });
}

/** Field errors collected over a whole form, answered at once. */
export class Problems {
  readonly errors: FieldErrors = {};

  add(field: string, key: WarrantyErrorKey) {
    const list = (this.errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }

  get any() {
    return Object.keys(this.errors).length > 0;
  }

  /** Throw them as one answer: 409 when the only trouble is serials registered already. */
  throwIfAny(message = 'Bad Request: check the fields') {
    if (!this.any) return;
    const keys = Object.values(this.errors).flat();
    const status = keys.every((k) => k === 'serialRegistered') ? 409 : 400;
    throw new HttpError(status, `${message} ${Object.keys(this.errors).join(', ')}`, this.errors);
  }
}
