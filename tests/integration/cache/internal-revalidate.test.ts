import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { app } from '@/lib/server/api/app';
import { revalidateOverHttp, REVALIDATE_PATH } from '@/lib/server/cache/revalidate-over-http';
import { PREVIEW_HEADER, previewSecret } from '@/lib/server/preview/secret';

// requirements: Caching — a scheduled publish time passes with no request around, so the watcher
// asks its own server to revalidate the collection's tags. Only the server's own secret opens that
// door.

const post = (body: unknown, secret?: string) =>
  app.request(REVALIDATE_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === undefined ? {} : { [PREVIEW_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  });

beforeEach(() => vi.mocked(revalidateTag).mockClear());

describe('POST /api/internal/revalidate', () => {
  it('revalidates the named content tags at once for the server itself', async () => {
    const res = await post({ tags: ['news', 'blogs'] }, previewSecret());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['news', { expire: 0 }],
      ['blogs', { expire: 0 }],
    ]);
  });

  it('is a 404 to anyone without the secret, whatever they send', async () => {
    for (const secret of [undefined, '', 'guess', `${previewSecret()}x`]) {
      expect((await post({ tags: ['news'] }, secret)).status).toBe(404);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses tags that name no collection, with a 400 and nothing revalidated', async () => {
    for (const body of [{ tags: ['news', 'everything'] }, { tags: [] }, { tags: 'news' }, {}]) {
      expect((await post(body, previewSecret())).status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('revalidateOverHttp', () => {
  let server: Server;
  const seen: { path?: string; secret?: string; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          path: req.url,
          secret: req.headers[PREVIEW_HEADER.toLowerCase()] as string,
          body,
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    server.close();
  });

  it('waits while the server is not listening yet (no origin), then asks it with the secret', async () => {
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', '');
    expect(await revalidateOverHttp(['news'])).toBe(false);
    expect(seen).toEqual([]);
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', `http://127.0.0.1:${port}`);
    expect(await revalidateOverHttp(['news', 'events'])).toBe(true);
    expect(seen).toEqual([
      { path: REVALIDATE_PATH, secret: previewSecret(), body: '{"tags":["news","events"]}' },
    ]);
  });
});
