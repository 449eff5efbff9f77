import 'server-only';
import { Hono } from 'hono';
import { checkDb, dbDriver, getDb } from '@/lib/server/db/client';
import { ok } from '../envelope';

export const healthRoutes = new Hono();

// GET /api/health — is the database answering? 503 when not, so a load balancer drops us.
healthRoutes.get('/health', async (c) => {
  // A probe must see the present, never a cached answer.
  c.header('Cache-Control', 'no-store');
  const isUp = await getDb().then(checkDb, (error: Error) => {
    console.error('[api] health: database unavailable:', error.message);
    return false;
  });
  return ok(c, { database: isUp ? 'up' : 'down', driver: dbDriver() }, isUp ? 200 : 503);
});
