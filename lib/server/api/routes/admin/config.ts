import 'server-only';
import { Hono, type Context } from 'hono';
import { configKeySchema, configTags, configValueSchema } from '@/lib/console/content-types';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { parseContentBody } from '@/lib/server/console/content/body';
import { deleteConfig, listConfig, putConfig } from '@/lib/server/console/content/i18n-config';
import { revisionOf } from '@/lib/server/console/content/params';
import { expireTag } from '@/lib/server/data/expire';
import { contentTags } from '@/lib/server/data/tags';
import { ok } from '../../envelope';
import { HttpError } from '../../errors';

// The translated configuration served at /api/config/i18n, for editors: one value
// per language tag and key. Writes are audited and expire the 'i18n-config' tag.
export const configAdminRoutes = new Hono<ConsoleEnv>();

/** :tag must be one of the seven language tags, :key a plain name. */
function entryOf(c: Context<ConsoleEnv>) {
  const tag = c.req.param('tag') ?? '';
  const key = configKeySchema.safeParse(c.req.param('key'));
  const errors: Record<string, string[]> = {};
  if (!configTags.includes(tag)) errors.tag = [`Use one of: ${configTags.join(', ')}.`];
  if (!key.success) errors.key = key.error.issues.map((i) => i.message);
  if (Object.keys(errors).length) throw new HttpError(400, 'Bad Request: check tag, key', errors);
  return { tag, key: key.data! };
}

// GET /api/admin/i18n-config — every entry and the tags values are kept for.
configAdminRoutes.get('/admin/i18n-config', async (c) => ok(c, await listConfig(c.get('db'))));

// PUT /api/admin/i18n-config/:tag/:key — create an entry (no revision) or update it (revision).
configAdminRoutes.put('/admin/i18n-config/:tag/:key', async (c) => {
  const entry = entryOf(c);
  const body = await parseContentBody(c, configValueSchema);
  const row = await putConfig(c.get('db'), { ...entry, ...body }, actorOf(c));
  await expireTag(contentTags.i18nConfig);
  return ok(c, row);
});

// DELETE /api/admin/i18n-config/:tag/:key?revision=N — remove an entry not changed since.
configAdminRoutes.delete('/admin/i18n-config/:tag/:key', async (c) => {
  const { tag, key } = entryOf(c);
  const revision = revisionOf(c.req.query('revision'));
  const result = await deleteConfig(c.get('db'), tag, key, revision, actorOf(c));
  await expireTag(contentTags.i18nConfig);
  return ok(c, result);
});
