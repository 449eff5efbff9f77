import 'server-only';
import { Hono } from 'hono';
import {
  createBodySchema,
  duplicateBodySchema,
  updateBodySchema,
} from '@/lib/console/content-types';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { afterContentWrite } from '@/lib/server/console/content/after-write';
import { parseContentBody } from '@/lib/server/console/content/body';
import { deleteVersion, duplicateVersion } from '@/lib/server/console/content/copy';
import { listVersions } from '@/lib/server/console/content/list';
import {
  idOf,
  listQueryOf,
  revisionOf,
  typeOf,
  websiteIdOf,
} from '@/lib/server/console/content/params';
import { readItem } from '@/lib/server/console/content/read';
import { contentTables } from '@/lib/server/console/content/tables';
import { readTranslations } from '@/lib/server/console/content/translations';
import { createVersion, updateVersion } from '@/lib/server/console/content/write';
import { ok } from '../../envelope';
import { configAdminRoutes } from './config';
import { markdownAdminRoutes } from './markdown';
import { uploadAdminRoutes } from './uploads';

// The content console: every content type's language versions, for editors. Guarded
// by consoleGuard on /admin/* (lib/server/api/routes/admin/index.ts): editor role, same Origin
// and the console limit on writes. Each write is one transaction with its audit row, then the
// collection's cache tag is expired so the next public request is fresh.
export const contentAdminRoutes = new Hono<ConsoleEnv>();

// GET /api/admin/content/:type — versions filtered by title (q), websiteId and state, paged.
contentAdminRoutes.get('/admin/content/:type', async (c) => {
  const { key } = typeOf(c.req.param('type'));
  return ok(c, await listVersions(c.get('db'), key, listQueryOf(c.req.query())));
});

// POST /api/admin/content/:type — a new language version (int ids: max+1 when none is given).
contentAdminRoutes.post('/admin/content/:type', async (c) => {
  const { key, type } = typeOf(c.req.param('type'));
  const body = await parseContentBody(c, createBodySchema(type));
  const row = await createVersion(c.get('db'), key, body, actorOf(c));
  await afterContentWrite(contentTables[key].tag);
  return ok(c, row);
});

// GET /api/admin/content/:type/:id — every language version of one item.
contentAdminRoutes.get('/admin/content/:type/:id', async (c) => {
  const { key, type } = typeOf(c.req.param('type'));
  return ok(c, await readItem(c.get('db'), key, idOf(type, c.req.param('id'))));
});

// PUT /api/admin/content/:type/:id/:websiteId — save a version if its revision is still current.
contentAdminRoutes.put('/admin/content/:type/:id/:websiteId', async (c) => {
  const { key, type } = typeOf(c.req.param('type'));
  const id = idOf(type, c.req.param('id'));
  const websiteId = websiteIdOf(c.req.param('websiteId'));
  const body = await parseContentBody(c, updateBodySchema(type));
  const row = await updateVersion(c.get('db'), key, id, websiteId, body, actorOf(c));
  await afterContentWrite(contentTables[key].tag);
  return ok(c, row);
});

// DELETE /api/admin/content/:type/:id/:websiteId?revision=N — remove one language version.
contentAdminRoutes.delete('/admin/content/:type/:id/:websiteId', async (c) => {
  const { key, type } = typeOf(c.req.param('type'));
  const id = idOf(type, c.req.param('id'));
  const websiteId = websiteIdOf(c.req.param('websiteId'));
  const revision = revisionOf(c.req.query('revision'));
  const result = await deleteVersion(c.get('db'), key, id, websiteId, revision, actorOf(c));
  await afterContentWrite(contentTables[key].tag);
  return ok(c, result);
});

// POST /api/admin/content/:type/:id/:websiteId/duplicate — copy into another language as a draft.
contentAdminRoutes.post('/admin/content/:type/:id/:websiteId/duplicate', async (c) => {
  const { key, type } = typeOf(c.req.param('type'));
  const id = idOf(type, c.req.param('id'));
  const websiteId = websiteIdOf(c.req.param('websiteId'));
  const { toWebsiteId } = await parseContentBody(c, duplicateBodySchema);
  const row = await duplicateVersion(c.get('db'), key, id, websiteId, toWebsiteId, actorOf(c));
  await afterContentWrite(contentTables[key].tag);
  return ok(c, row);
});

// GET /api/admin/translations?type=news — each item's languages and what is missing.
contentAdminRoutes.get('/admin/translations', async (c) => {
  const { key } = typeOf(c.req.query('type'));
  return ok(c, await readTranslations(c.get('db'), key));
});

contentAdminRoutes.route('/', configAdminRoutes);
contentAdminRoutes.route('/', markdownAdminRoutes);
contentAdminRoutes.route('/', uploadAdminRoutes);
