import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS, createServerClient } from '@/lib/api';
import { BASE, fakeBackend, ok, queryOf } from './fake-backend';

afterEach(() => {
  vi.useRealTimers();
});

describe('request rules', () => {
  it('prefixes a path with the base URL', async () => {
    const { client, requests } = fakeBackend();
    await client.get('/news');
    expect(requests[0]!.url.startsWith(`${BASE}/news?`)).toBe(true);
  });

  it('leaves an absolute URL as it is', async () => {
    const { client, requests } = fakeBackend();
    await client.get('https://cdn.example.com/builds/latest.json');
    const url = new URL(requests[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://cdn.example.com/builds/latest.json');
  });

  it('sets a timeout of 36000 ms on every request', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { code: 200 }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const client = createServerClient({ baseURL: BASE, adapter });
    await client.get('/news');
    expect(API_TIMEOUT_MS).toBe(36_000);
    expect(client.defaults.timeout).toBe(36_000);
    expect(seen[0]!.timeout).toBe(36_000);
  });

  it('rejects with ECONNABORTED when the answer takes 36000 ms', async () => {
    vi.useFakeTimers();
    const { client } = fakeBackend(() => new Promise<Response>(() => {}));
    const outcome = client.get('/slow').then(
      () => 'resolved',
      (error: { code?: string }) => error.code,
    );
    await vi.advanceTimersByTimeAsync(35_999);
    let settled: string | undefined;
    void outcome.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('ECONNABORTED');
  });

  it('sends X-Requested-With: XMLHttpRequest on every method', async () => {
    const { client, requests } = fakeBackend();
    await client.get('/a');
    await client.post('/b', { x: 1 });
    for (const request of requests) {
      expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    }
  });

  it('sends X-Request-Start with the request start time', async () => {
    const { client, requests } = fakeBackend();
    const before = Date.now();
    await client.get('/a');
    await client.post('/b', {});
    for (const request of requests) {
      const start = Number(request.headers.get('x-request-start'));
      expect(start).toBeGreaterThanOrEqual(before);
      expect(start).toBeLessThanOrEqual(Date.now());
    }
  });

  it('adds _t to GET requests, keeping the caller’s params', async () => {
    const { client, requests } = fakeBackend();
    const before = Date.now();
    await client.get('/news', { params: { page: 2 } });
    const query = queryOf(requests[0]);
    expect(query.get('page')).toBe('2');
    expect(Number(query.get('_t'))).toBeGreaterThanOrEqual(before);
  });

  it('adds no _t to POST, PUT, DELETE or HEAD requests', async () => {
    const { client, requests } = fakeBackend();
    await client.post('/a', {});
    await client.put('/a', {});
    await client.delete('/a');
    await client.head('/a').catch(() => undefined);
    expect(requests).toHaveLength(4);
    for (const request of requests) expect(queryOf(request).has('_t')).toBe(false);
  });

  it('serialises a form-encoded object body as a query string', async () => {
    const { client, requests } = fakeBackend();
    await client.post(
      '/contact',
      { name: 'Ada Lovelace', tags: ['a', 'b'], skip: undefined, email: 'a+b@x.io' },
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    );
    expect(await requests[0]!.text()).toBe('name=Ada+Lovelace&tags=a&tags=b&email=a%2Bb%40x.io');
    expect(requests[0]!.headers.get('content-type')).toMatch(/x-www-form-urlencoded/);
  });

  it('keeps JSON bodies JSON', async () => {
    const { client, requests } = fakeBackend();
    await client.post('/contact', { name: 'Ada' });
    expect(await requests[0]!.json()).toEqual({ name: 'Ada' });
  });

  it('sends the current locale code in a Language header on POST', async () => {
    const { client, requests } = fakeBackend(undefined, { getLocaleCode: () => 'de' });
    await client.post('/contact', {});
    await client.put('/account', {});
    expect(requests.map((r) => r.headers.get('language'))).toEqual(['de', 'de']);
  });

  it('sends no Language header on GET or when no locale is known', async () => {
    const { client, requests } = fakeBackend(undefined, { getLocaleCode: () => 'de' });
    await client.get('/news');
    const noLocale = fakeBackend(undefined, { getLocaleCode: () => undefined });
    await noLocale.client.post('/contact', {});
    expect(requests[0]!.headers.has('language')).toBe(false);
    expect(noLocale.requests[0]!.headers.has('language')).toBe(false);
  });

  it('reads the locale code at request time', async () => {
    let code = 'fr';
    const { client, requests } = fakeBackend(undefined, { getLocaleCode: () => code });
    await client.post('/a', {});
    code = 'nl';
    await client.post('/a', {});
    expect(requests.map((r) => r.headers.get('language'))).toEqual(['fr', 'nl']);
  });

  it('resolves GET with the body, not the axios response', async () => {
    const { client } = fakeBackend(() => ok([1, 2]));
    await expect(client.get('/news')).resolves.toEqual({ code: 200, message: 'ok', data: [1, 2] });
  });
});
