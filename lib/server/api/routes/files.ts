import 'server-only';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getStorage, isStorageKey } from '@/lib/server/console/storage';
import { parseRange } from '@/lib/server/console/storage/range';
import { getDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { HttpError } from '../errors';

// Uploaded files, public: images, documents and videos the pages link to. A key names
// its bytes forever (a new file gets a new key), so browsers and CDNs may keep them a year.
export const fileRoutes = new Hono();

/** inline; filename="<ASCII>"; filename*=UTF-8''<the name percent-encoded> (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const notFound = () => new HttpError(404, 'Not Found: no such file');

// GET /api/files/:key — the bytes of an upload with its stored type, a year in any cache.
fileRoutes.get('/files/:key', async (c) => {
  const key = c.req.param('key');
  // Only keys the upload route makes: no dots, slashes or other paths reach the storage.
  if (!isStorageKey(key)) throw notFound();
  const db = await getDb();
  const [file] = await db.select().from(uploads).where(eq(uploads.key, key));
  if (!file) throw notFound();
  const range = parseRange(c.req.header('range'), file.size);
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(file.filename),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  };
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
  }
  const stored = await getStorage().get(key, range);
  if (!stored) throw notFound();
  if (!range) {
    return c.body(stored.body, 200, { ...headers, 'Content-Length': String(file.size) });
  }
  return c.body(stored.body, 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
  });
});
