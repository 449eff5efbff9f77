import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '@/lib/server/api/errors';
import { SmsDeliveryError } from '@/lib/server/sms';
import type { AccountErrorKey } from '@/lib/validation/account';

/** An account failure: the status, an English message, and the key the page translates. */
export function accountError(
  status: ContentfulStatusCode,
  field: string,
  key: AccountErrorKey,
  message: string,
): HttpError {
  return new HttpError(status, message, { [field]: [key] });
}

/** better-auth's APIError, as far as these routes read it: HTTP status and error code. */
export function authErrorCode(error: unknown): { status: number; code: string } | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode, body } = error as { statusCode: unknown; body?: { code?: unknown } };
  if (typeof statusCode !== 'number') return undefined;
  return { status: statusCode, code: typeof body?.code === 'string' ? body.code : '' };
}

/** A wrong, expired or exhausted code, as the field error of the form's code field. */
export function codeError(error: unknown, field = 'code'): HttpError | undefined {
  return codeErrorFor(authErrorCode(error)?.code ?? '', field);
}

/** The same by better-auth's error code (OTP_EXPIRED, TOO_MANY_ATTEMPTS, INVALID_OTP …). */
export function codeErrorFor(code: string, field = 'code'): HttpError | undefined {
  if (code === 'OTP_EXPIRED') return accountError(400, field, 'codeExpired', 'code has expired');
  if (code === 'TOO_MANY_ATTEMPTS') {
    return accountError(400, field, 'codeTooManyTries', 'too many wrong codes');
  }
  if (code === 'INVALID_OTP' || code === 'OTP_NOT_FOUND') {
    return accountError(400, field, 'codeIncorrect', 'code is incorrect');
  }
  return undefined;
}

/** The text-message gateway failed (lib/server/sms): the code was not sent, say so (503). */
export function deliveryError(error: unknown): HttpError | undefined {
  const causes = [error, (error as { cause?: unknown } | null)?.cause];
  if (!causes.some((e) => e instanceof SmsDeliveryError)) return undefined;
  console.error('[account]', (error as Error).message);
  return accountError(503, '_', 'codeNotSent', 'the code could not be sent');
}
