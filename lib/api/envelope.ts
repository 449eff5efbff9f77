/** The one answer shape of the Hono API (lib/server/api/envelope.ts writes it). */
export type Envelope<T> = {
  code: number;
  message: string;
  data?: T;
  errors?: Record<string, string[]>;
};

function field(body: unknown, key: 'code' | 'statusCode'): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

/** The envelope code of a body, when it has a numeric one. */
export function envelopeCode(body: unknown): number | undefined {
  const code = field(body, 'code');
  return typeof code === 'number' ? code : undefined;
}

/**
 * Success rule: body code 200, body statusCode 200, or body code 400 (field errors are
 * handed back to the form, not thrown).
 */
export function isSuccessBody(body: unknown): boolean {
  const code = envelopeCode(body);
  return code === 200 || code === 400 || field(body, 'statusCode') === 200;
}

/** A server row as the browser reads it from an answer: its dates as ISO strings. */
export type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
