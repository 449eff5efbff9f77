import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import { HttpError } from '@/lib/server/api/errors';
import { privateNoStore, requireSession, type AccountEnv } from '@/lib/server/account/http';
import { hasRole, type ConsoleRole } from '@/lib/server/auth/roles';
import { requireSameOrigin } from '@/lib/server/security/origin';
import {
  consumeLimit,
  createFormLimiters,
  processLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

export type { ConsoleRole };
export type ConsoleEnv = AccountEnv;
export type ConsoleContext = Context<ConsoleEnv>;

/**
 * Console writes per user. Generous for a person at work (an editor saving often),
 * tight enough that a stolen session cannot rewrite the site in a loop.
 */
export const CONSOLE_LIMITS = {
  perIp: { points: 1200, duration: 10 * 60 },
  perUser: { points: 600, duration: 10 * 60 },
} satisfies Record<string, Limit>;

const limiters = processLimiters('Console', (redisUrl) =>
  createFormLimiters({
    redisUrl,
    keyPrefix: 'voltara:console',
    perIp: CONSOLE_LIMITS.perIp,
    perEmail: CONSOLE_LIMITS.perUser,
  }),
);
export const consoleLimiters = limiters.get;

const forbidden = (needed: ConsoleRole) =>
  new HttpError(403, `Forbidden: this needs the ${needed} role`);

/**
 * The signed-in user holds `needed` (admin includes editor): 401 without a session, 403 with
 * one that lacks the role. The role is read with the session from the database on every
 * request, so a role taken away or an account disabled stops at once.
 */
export function requireRole(needed: ConsoleRole): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    if (!c.get('session')) {
      // Not behind requireSession yet: run it first (it throws 401 without a session).
      return requireSession(c, async () => {
        if (!hasRole(c.get('session').user.role, needed)) throw forbidden(needed);
        await next();
      });
    }
    if (!hasRole(c.get('session').user.role, needed)) throw forbidden(needed);
    await next();
  };
}

/**
 * POSTs that change nothing: the editor's live markdown preview asks on every pause in typing,
 * so it is not counted as a write (its body is bounded by its schema).
 */
const readOnlyPosts = new Set(['/api/admin/markdown']);

/** A console write: same Origin, and counted against the user's console limit. */
const consoleWrites: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (readOnlyPosts.has(c.req.path)) return requireSameOrigin(c, next);
  return requireSameOrigin(c, async () => {
    const wait = await consumeLimit(
      consoleLimiters().perEmail,
      `write:${c.get('session').user.id}`,
    );
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      throw new HttpError(429, `Too Many Requests: try again in ${wait} s`, {
        _: ['tooManyRequests'],
      });
    }
    await next();
  });
};

/**
 * Everything under /api/admin: never cached, a session with at least the editor role, and
 * writes from our own pages only, within the limit. Admin-only routes add requireRole('admin').
 */
export const consoleGuard: MiddlewareHandler<ConsoleEnv>[] = [
  privateNoStore,
  requireRole('editor'),
  consoleWrites,
];

/** The acting user, for the audit log. */
export const actorOf = (c: ConsoleContext) => {
  const { id, email } = c.get('session').user;
  return { actorId: id, actorEmail: email };
};

/**
 * The console's language, for messages the API writes in it: the console sends it with every
 * call (lib/console/browser-client.ts); anything else gets English.
 */
export const consoleLangOfRequest = (c: Context): ConsoleLang =>
  c.req.header('x-console-lang') === 'zh' ? 'zh' : 'en';
