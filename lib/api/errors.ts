import { envelopeCode } from './envelope';

/**
 * The one error type of the client ("otherwise the body is rejected"). `status` is the
 * HTTP status; `body` is the answer as received, so callers can still read its message.
 */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: TBody,
  ) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
  }

  /** The envelope code (`body.code`), when the body has one. */
  get code(): number | undefined {
    return envelopeCode(this.body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function messageOf(body: unknown): string | undefined {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
