import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { getStorage } from '@/lib/server/console/storage';
import type { MemoryStorage } from '@/lib/server/console/storage/memory';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog, uploads } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser, SITE } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (head: number[] | string, size = 64) => {
  const out = new Uint8Array(size);
  out.set(typeof head === 'string' ? new TextEncoder().encode(head) : head);
  return out;
};

type Uploaded = { key: string; url: string; contentType: string; size: number; filename: string };

describe(`uploads and the files they serve (${testDriver})`, () => {
  let editor: Browser;

  const upload = (
    browser: Browser,
    content: Uint8Array,
    name: string,
    type: string,
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new File([content as BlobPart], name, { type }));
    return app.request('/api/admin/uploads', {
      method: 'POST',
      headers: {
        ...browser.sessionHeaders(),
        Origin: SITE,
        ...headers,
      },
      body: form,
    });
  };
  const storedFiles = () => (getStorage() as MemoryStorage).files.size;
  const rows = async () => (await getDb()).select().from(uploads);

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_uploads');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(async () => {
    await (await getDb()).delete(uploads);
    (getStorage() as MemoryStorage).files.clear();
  });

  it('stores an image judged by its bytes, and serves it with its type, a year in any cache', async () => {
    const png = bytes(PNG, 100);
    const res = await upload(editor, png, '../../Foto "Dach".PNG', 'application/octet-stream');
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Uploaded }).data;
    expect(data).toMatchObject({ contentType: 'image/png', size: 100, filename: 'Foto Dach.PNG' });
    expect(data.key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(data.url).toBe(`/api/files/${data.key}`);
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, data.key));
    expect(audit).toMatchObject({ action: 'upload.create', entity: 'upload' });

    const file = await app.request(data.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Foto Dach.PNG"; filename*=UTF-8''Foto%20Dach.PNG`,
    );

    const part = await app.request(data.url, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-3/100');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual(PNG.slice(0, 4));
    expect((await app.request(data.url, { headers: { Range: 'bytes=500-' } })).status).toBe(416);
  });

  it('accepts PDFs and videos by their signatures', async () => {
    const pdf = await upload(editor, bytes('%PDF-1.7'), 'datasheet.bin', 'text/plain');
    expect(((await pdf.json()) as { data: Uploaded }).data.contentType).toBe('application/pdf');
    const mp4 = bytes([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]);
    const video = await upload(editor, mp4, 'clip.mov', 'video/quicktime');
    expect(((await video.json()) as { data: Uploaded }).data.key).toMatch(/\.mp4$/);
    const webm = await upload(editor, bytes([0x1a, 0x45, 0xdf, 0xa3]), 'x', '');
    expect(((await webm.json()) as { data: Uploaded }).data.contentType).toBe('video/webm');
  });

  it('refuses pages disguised as images (415) and oversized files (413), keeping nothing', async () => {
    const html = await upload(
      editor,
      bytes('<html><script>alert(1)</script>'),
      'photo.png',
      'image/png',
    );
    expect(html.status).toBe(415);
    const svg = await upload(
      editor,
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);

    const big = await upload(editor, bytes(PNG, 5 * 1024 * 1024 + 1), 'big.png', 'image/png');
    expect(big.status).toBe(413);
    // Declared larger than any file may be: refused before the body is read.
    const declared = await upload(editor, bytes(PNG), 'a.png', 'image/png', {
      'Content-Length': String(200 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);

    expect(await rows()).toEqual([]);
    expect(storedFiles()).toBe(0);
  });

  it('needs an editor to upload, and answers 404 for unknown or malformed keys', async () => {
    expect((await upload(new Browser(), bytes(PNG), 'a.png', 'image/png')).status).toBe(401);
    const user = await signedInUser({ role: 'user' });
    expect((await upload(user, bytes(PNG), 'a.png', 'image/png')).status).toBe(403);
    expect(await rows()).toEqual([]);

    for (const key of ['0'.repeat(32) + '.png', '..%2F..%2Fpackage.json', 'x.png', '%2e%2e']) {
      expect((await app.request(`/api/files/${key}`)).status, key).toBe(404);
    }
  });
});
