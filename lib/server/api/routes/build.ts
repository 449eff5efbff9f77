import 'server-only';
import { Hono } from 'hono';
import { runningBuildId } from '@/lib/server/privacy/build-id';
import { ok } from '../envelope';

export const buildRoutes = new Hono();

// GET /api/build?_t=… — the latest-build manifest: the id of the build this server
// runs. Browsers poll it; no cache may keep an old answer.
buildRoutes.get('/build', (c) => {
  c.header('Cache-Control', 'no-store, max-age=0');
  return ok(c, { buildId: runningBuildId() });
});
