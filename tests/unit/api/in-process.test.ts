import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { createFetchAdapter } from '@/lib/api';

/** A plain axios instance over the adapter: checks the transport alone, without client rules. */
function transport(handler: (request: Request) => Promise<Response>) {
  return axios.create({ baseURL: 'http://api.test/api', adapter: createFetchAdapter(handler) });
}

describe('createFetchAdapter', () => {
  it('builds an absolute Request from baseURL, url and params', async () => {
    let seen: Request | undefined;
    await transport(async (r) => ((seen = r), new Response(''))).get('/news', {
      params: { page: 1, q: 'a b' },
    });
    expect(seen!.url).toBe('http://api.test/api/news?page=1&q=a+b');
    expect(seen!.method).toBe('GET');
  });

  it('passes method, headers and body', async () => {
    let seen: Request | undefined;
    await transport(async (r) => ((seen = r), new Response(''))).put(
      '/item/1',
      { a: 1 },
      { headers: { 'X-Custom': 'yes' } },
    );
    expect(seen!.method).toBe('PUT');
    expect(seen!.headers.get('x-custom')).toBe('yes');
    expect(seen!.headers.get('content-type')).toMatch(/application\/json/);
    expect(await seen!.json()).toEqual({ a: 1 });
  });

  it('parses a JSON answer and passes status and headers back', async () => {
    const response = await transport(
      async () =>
        new Response('{"code":201}', {
          status: 201,
          headers: { 'content-type': 'application/json; charset=utf-8', 'x-id': '9' },
        }),
    ).get('/x');
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ code: 201 });
    expect(response.headers['x-id']).toBe('9');
  });

  it('returns a non-JSON answer as text', async () => {
    const response = await transport(
      async () => new Response('{"not":"parsed"}', { headers: { 'content-type': 'text/plain' } }),
    ).get('/x', { responseType: 'text' });
    expect(response.data).toBe('{"not":"parsed"}');
  });

  it('rejects a status refused by validateStatus with the response attached', async () => {
    const error = await transport(
      async () =>
        new Response('{"code":503}', {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    )
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(503);
    expect((error as AxiosError).response?.data).toEqual({ code: 503 });
  });

  it('rejects with ECONNABORTED when the handler outlives the timeout', async () => {
    let aborted = false;
    const error = await transport(
      (r) =>
        new Promise<Response>(() => {
          r.signal.addEventListener('abort', () => (aborted = true));
        }),
    )
      .get('/slow', { timeout: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 20ms exceeded' });
    expect(aborted).toBe(true);
  });

  it('rejects as canceled when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = transport(() => new Promise<Response>(() => {})).get('/x', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toSatisfy(axios.isCancel);
  });
});
