import { describe, expect, it } from 'vitest';
import { RETRY_STATUSES } from '@/lib/api';
import { fakeBackend, json, ok } from './fake-backend';

const STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const failing = (status: number) => () => json({ code: status, message: 'fail' }, status);

describe('retry', () => {
  it('covers exactly the required statuses', () => {
    expect([...RETRY_STATUSES].sort()).toEqual(STATUSES);
  });

  it.each(STATUSES)('retries a GET answered %i once, then succeeds', async (status) => {
    const { client, handler } = fakeBackend((_, call) => (call === 0 ? failing(status)() : ok(7)));
    await expect(client.get('/news')).resolves.toMatchObject({ data: 7 });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it.each(STATUSES)('retries a GET answered %i exactly once, then rejects', async (status) => {
    const { client, handler, logger } = fakeBackend(failing(status));
    await expect(client.get('/news')).rejects.toMatchObject({ status });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it.each(STATUSES)('never retries a POST answered %i', async (status) => {
    const { client, handler } = fakeBackend(failing(status));
    await expect(client.post('/contact', {})).rejects.toMatchObject({ status });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each(['put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    const { client, handler } = fakeBackend(failing(503));
    await expect(client.request({ method, url: '/x', data: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each(['head', 'options'] as const)('retries %s like GET', async (method) => {
    const { client, handler } = fakeBackend(failing(503));
    await expect(client.request({ method, url: '/x' })).rejects.toMatchObject({ status: 503 });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it.each([404, 401, 403])('does not retry a GET answered %i', async (status) => {
    const { client, handler } = fakeBackend(failing(status));
    await expect(client.get('/x')).rejects.toMatchObject({ status });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries as often as the client is configured to', async () => {
    const { client, handler } = fakeBackend(failing(503), { retry: 3 });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 503 });
    expect(handler).toHaveBeenCalledTimes(4);
  });

  it('lets a request turn retries off', async () => {
    const { client, handler } = fakeBackend(failing(503));
    await expect(client.get('/x', { retry: 0 })).rejects.toMatchObject({ status: 503 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends the retry with the same query and the required headers', async () => {
    const { client, requests } = fakeBackend((_, call) => (call === 0 ? failing(502)() : ok()));
    await client.get('/news', { params: { page: 1 } });
    const [first, second] = requests;
    expect(new URL(second!.url).pathname).toBe(new URL(first!.url).pathname);
    expect(new URL(second!.url).searchParams.get('page')).toBe('1');
    expect(new URL(second!.url).searchParams.has('_t')).toBe(true);
    expect(second!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });
});
