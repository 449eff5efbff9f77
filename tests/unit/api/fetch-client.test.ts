import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from '@/lib/api/browser-client';
import { ApiError } from '@/lib/api/errors';

// The browser's fetch client keeps the rules of the axios client (requirements: Client behaviours).

afterEach(() => {
  vi.useRealTimers();
});

type Seen = { url: URL; init: RequestInit; headers: Headers };

function fakeFetch(answer: (call: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
    seen.push({ url: url as URL, init: init!, headers: new Headers(init!.headers) });
    return answer(seen.length - 1);
  });
  const logger = { error: vi.fn() };
  const client = createBrowserClient({
    baseURL: '/api',
    getLocaleCode: () => 'de',
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
  });
  return { client, seen, logger };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('fetch client: request rules', () => {
  it('prefixes the path with /api, adds _t to GET and the two headers to every call', async () => {
    const { client, seen } = fakeFetch(() => json({ code: 200 }));
    await client.get('/account/me');
    await client.post('/contact', { a: 1 });
    expect(seen[0]!.url.pathname).toBe('/api/account/me');
    expect(seen[0]!.url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(seen[1]!.url.searchParams.has('_t')).toBe(false);
    for (const { headers } of seen) {
      expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
      expect(headers.get('x-request-start')).toMatch(/^\d+$/);
    }
  });

  it('sends the Language header and a JSON body on POST only', async () => {
    const { client, seen } = fakeFetch(() => json({ code: 200 }));
    await client.get('/a');
    await client.post('/b', { x: 1 }, { headers: { 'x-captcha-token': 't' } });
    expect(seen[0]!.headers.has('language')).toBe(false);
    expect(seen[1]!.headers.get('language')).toBe('de');
    expect(seen[1]!.headers.get('content-type')).toBe('application/json');
    expect(seen[1]!.headers.get('x-captcha-token')).toBe('t');
    expect(seen[1]!.init.body).toBe('{"x":1}');
  });

  it('gives up after 36000 ms', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client, seen } = fakeFetch(() => json({ code: 200 }));
    await client.get('/a');
    expect(timeout).toHaveBeenCalledWith(36_000);
    expect(seen[0]!.init.signal).toBe(timeout.mock.results[0]!.value);
    timeout.mockRestore();
  });
});

describe('fetch client: answers', () => {
  it('resolves to the body on code 200 and on the field errors of a 400', async () => {
    const fields = { code: 400, message: 'Bad Request', errors: { email: ['emailFormat'] } };
    const { client } = fakeFetch((call) =>
      call === 0 ? json({ code: 200, data: 1 }) : json(fields, 400),
    );
    expect(await client.get('/a')).toEqual({ code: 200, data: 1 });
    expect(await client.post('/b', {})).toEqual(fields);
  });

  it('rejects with ApiError (status and body) otherwise, and logs the body', async () => {
    const { client, logger } = fakeFetch(() => json({ code: 429, message: 'slow down' }, 429));
    const error = await client.post('/b', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).body).toEqual({ code: 429, message: 'slow down' });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('rejects a 200 whose body fails the success rule', async () => {
    const { client } = fakeFetch(() => json({ code: 500, message: 'no' }));
    await expect(client.get('/a')).rejects.toMatchObject({ status: 200 });
  });

  it('retries a GET once on 503, never a POST', async () => {
    const { client, seen } = fakeFetch((call) =>
      call === 0 ? json({ code: 503 }, 503) : json({ code: 200 }),
    );
    expect(await client.get('/a')).toEqual({ code: 200 });
    expect(seen).toHaveLength(2);

    const post = fakeFetch(() => json({ code: 503 }, 503));
    await expect(post.client.post('/b', {})).rejects.toMatchObject({ status: 503 });
    expect(post.seen).toHaveLength(1);
  });

  it('does not retry a GET on 404, and retries 503 only once', async () => {
    const missing = fakeFetch(() => json({ code: 404 }, 404));
    await expect(missing.client.get('/a')).rejects.toMatchObject({ status: 404 });
    expect(missing.seen).toHaveLength(1);
    const down = fakeFetch(() => json({ code: 503 }, 503));
    await expect(down.client.get('/a')).rejects.toMatchObject({ status: 503 });
    expect(down.seen).toHaveLength(2);
  });
});
