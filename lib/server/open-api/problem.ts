import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Every Open API error is an RFC 9457 problem document with the real HTTP status, never a 200
// with the status in the body. `type` names the kind of problem, stable for clients to branch
// on; `detail` says what to do about this one.

export const problemTypes = {
  'invalid-key': 'The API key is missing, mistyped, unknown, revoked or expired',
  'missing-scope': 'The API key lacks the scope this request needs',
  'not-found': 'No such resource for this key',
  'method-not-allowed': 'The endpoint does not take this method',
  'invalid-request': 'The request has invalid parameters',
  'rate-limited': 'Too many requests',
  'quota-exceeded': 'The key has used up its daily quota of requests',
  'key-in-url': 'API keys go in the Authorization header, never in the URL',
  'unsupported-media-type': 'The body must be JSON',
  'payload-too-large': 'The body is too large',
  'no-consent': "The system's owner has not consented to control by this account",
} as const;
export type ProblemType = keyof typeof problemTypes;

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  type: ProblemType,
  detail: string,
  extra: Record<string, unknown> = {},
) {
  c.header('Cache-Control', 'no-store');
  return c.body(
    JSON.stringify({
      type: `urn:voltara:problem:${type}`,
      title: problemTypes[type],
      status,
      detail,
      instance: new URL(c.req.url).pathname,
      ...extra,
    }),
    status,
    { 'Content-Type': 'application/problem+json' },
  );
}
