import 'server-only';

/** The database could not be opened (unreachable server, locked PGlite dir, failed migration). */
export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError';
}

// Node socket errors and PostgreSQL's connection-class / shutdown SQLSTATEs: the server is gone
// or refusing, which is worth a 503 (clients retry it), not a 500.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

/** Is this error (or any error it wraps) the database being unavailable? */
export function isDbUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DbUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // node-postgres's pool reports its connect timeout and lost connections without a code.
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(e.message)) {
      return true;
    }
  }
  return false;
}

/** Is this error (or any error it wraps) a unique violation (SQLSTATE 23505), of `index` if given? */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return index === undefined || constraint === index;
  }
  return false;
}
