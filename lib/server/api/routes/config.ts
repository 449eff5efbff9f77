import 'server-only';
import { Hono } from 'hono';
import { reads } from '@/lib/server/data/cached';
import { ok } from '../envelope';
import { pageQuery } from '../schemas';
import { validate } from '../validate';

export const configRoutes = new Hono();

// GET /api/config/i18n — translated configuration keyed by language tag. page/size
// are validated for the call's shape only: the configuration is small and always sent whole.
configRoutes.get('/config/i18n', validate('query', pageQuery), async (c) =>
  ok(c, await reads(false).getI18nConfig()),
);
