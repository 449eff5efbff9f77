import 'server-only';
import { Hono } from 'hono';
import type { RuleSet } from '@/lib/route-rules/match';
import { publicRuleSet } from '@/lib/route-rules/public';
import { startRouteRules } from '@/lib/server/route-rules/loader';
import { HttpError } from '../errors';

export const routeRuleRoutes = new Hono();

/** The answer per rule set: built once per version, however many clients ask. */
const built = new WeakMap<RuleSet, string>();

function bodyOf(set: RuleSet): string {
  let body = built.get(set);
  if (!body) {
    body = JSON.stringify({ code: 200, message: 'OK', data: publicRuleSet(set) });
    built.set(set, body);
  }
  return body;
}

// GET /api/route-rules[?version=N] — the route rules for clients (the client's per-build
// route-rules call), chains flattened, from this instance's copy (no database read). Versioned:
// the ETag and `data.version` change with every change of the rules; an unchanged set answers
// 304. Shared caches may keep it a few seconds; asked for by its current version, for a year.
routeRuleRoutes.get('/route-rules', async (c) => {
  const set = (await startRouteRules(3_000)).ruleSet;
  if (set.version < 0) {
    // Never loaded (the database has been down since this instance started).
    c.header('Retry-After', '5');
    throw new HttpError(503);
  }
  const etag = `"route-rules-${set.version}"`;
  const isPinned = c.req.query('version') === String(set.version);
  c.header('ETag', etag);
  c.header(
    'Cache-Control',
    isPinned
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  );
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(bodyOf(set));
});
