import { exampleHeaders, exampleProblems } from './examples';
import type { HeaderObject, OpenApiTexts, Reference, ResponseObject } from './types';

// The parts every operation shares: the problem answers (RFC 9457) with their headers, and the
// bearer key. Which headers an answer carries follows lib/server/api/routes/open-api.ts: the
// RateLimit fields on everything after the key was accepted, WWW-Authenticate on a refused key,
// Retry-After past a limit, Allow on another method.

export const BEARER = 'bearerAuth';

/** Every problem status the API answers, and the name of its response component. */
export const problemResponses = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
} as const;
export type ProblemStatus = keyof typeof problemResponses;
export const problemStatuses = Object.keys(problemResponses).map(Number) as ProblemStatus[];

/**
 * Statuses every operation can answer besides its own `problems`: a key in the URL or a query
 * parameter it does not take (400), a refused key (401), a limit (429); and with a body, one
 * too large (413) or not JSON (415).
 */
export const everyOperationProblems: readonly ProblemStatus[] = [400, 401, 429];
export const bodyProblems: readonly ProblemStatus[] = [413, 415];

type HeaderName = 'RateLimit' | 'RateLimit-Policy' | 'Retry-After' | 'WWW-Authenticate' | 'Allow';

const rateLimited: HeaderName[] = ['RateLimit', 'RateLimit-Policy'];
const headersOf: Record<ProblemStatus, HeaderName[]> = {
  400: rateLimited,
  401: ['WWW-Authenticate'],
  403: rateLimited,
  404: rateLimited,
  405: ['Allow', ...rateLimited],
  413: rateLimited,
  415: rateLimited,
  429: ['Retry-After', ...rateLimited],
};

export const headerRefs = (names: readonly HeaderName[]): Record<string, Reference> =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** The RateLimit fields an answer to an accepted key carries. */
export const successHeaders = () => headerRefs(rateLimited);

export function headerComponents(texts: OpenApiTexts): Record<HeaderName, HeaderObject> {
  const header = (name: HeaderName, type: 'string' | 'integer' = 'string') => ({
    description: texts.headers[name],
    schema: type === 'integer' ? { type, minimum: 1 } : { type },
    example: type === 'integer' ? Number(exampleHeaders[name]) : exampleHeaders[name],
  });
  return {
    RateLimit: header('RateLimit'),
    'RateLimit-Policy': header('RateLimit-Policy'),
    'Retry-After': header('Retry-After', 'integer'),
    'WWW-Authenticate': header('WWW-Authenticate'),
    Allow: header('Allow'),
  };
}

export function problemComponents(texts: OpenApiTexts): Record<string, ResponseObject> {
  return Object.fromEntries(
    problemStatuses.map((status) => [
      problemResponses[status],
      {
        description: texts.problems[status],
        headers: headerRefs(headersOf[status]),
        content: {
          'application/problem+json': {
            schema: { $ref: '#/components/schemas/Problem' },
            example: exampleProblems[status],
          },
        },
      },
    ]),
  );
}

export const problemRef = (status: ProblemStatus): Reference => ({
  $ref: `#/components/responses/${problemResponses[status]}`,
});

export const securitySchemes = (texts: OpenApiTexts) => ({
  [BEARER]: {
    type: 'http' as const,
    scheme: 'bearer' as const,
    bearerFormat: 'vlt_sandbox_… | vlt_live_…',
    description: texts.security.bearer,
  },
});
