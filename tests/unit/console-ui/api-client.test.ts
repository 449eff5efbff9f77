import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApiError, apiUrl, consoleApi, errorMessage } from '@/lib/console/browser-client';

// The console's browser client: the envelope's data out, every refusal as a typed error.

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

function answer(status: number, body: unknown, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'Content-Type': contentType } });
    }),
  );
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('puts /api in front and drops empty query values', () => {
    expect(apiUrl('/admin/content/news', { q: 'solar', page: 2, state: '', websiteId: null })).toBe(
      '/api/admin/content/news?q=solar&page=2',
    );
    expect(apiUrl('/admin/me')).toBe('/api/admin/me');
  });
});

describe('consoleApi', () => {
  it('returns the envelope data of a 200 and sends cookies of this site only', async () => {
    answer(200, { code: 200, message: 'OK', data: { items: [1, 2], total: 2 } });
    await expect(consoleApi.get('/admin/content/news', { q: 'x' })).resolves.toEqual({
      items: [1, 2],
      total: 2,
    });
    expect(calls[0]?.url).toBe('/api/admin/content/news?q=x');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends JSON bodies as JSON', async () => {
    answer(200, { code: 200, message: 'OK', data: { id: 7 } });
    await consoleApi.put('/admin/content/news/7/4', { revision: 3, title: 'Neu' });
    const init = calls[0]!.init;
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ revision: 3, title: 'Neu' });
  });

  it("sends a file as its own bytes with the type given, and keeps a refusal's data", async () => {
    const rows = [{ line: 3, code: 'serialCheck', serial: 'VTBM2503000100Z' }];
    answer(400, { code: 400, message: 'Nothing imported: 1 rows', data: { total: 1, rows } });
    const file = new File(['serial,model,manufactured_on\n'], 'serials.csv', { type: '' });
    const error = await consoleApi
      .sendFile('/admin/warranty/serials/import', file, 'text/csv')
      .catch((e: unknown) => e);
    const init = calls[0]!.init;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect(await new Response(init.body as Blob).text()).toBe('serial,model,manufactured_on\n');
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect((error as ConsoleApiError).data).toEqual({ total: 1, rows });
  });

  it('throws a 409 with the server message so the editor can read it', async () => {
    const message =
      'This item was changed by someone else since you opened it. Reload it to see the newer version.';
    answer(409, { code: 409, message });
    const error = await consoleApi.put('/admin/content/news/7/4', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect((error as ConsoleApiError).status).toBe(409);
    expect((error as ConsoleApiError).isConflict).toBe(true);
    expect(errorMessage(error)).toBe(message);
  });

  it('carries field errors of a 400', async () => {
    answer(400, { code: 400, message: 'Bad Request', errors: { title: ['Required.'] } });
    const error = (await consoleApi
      .post('/admin/content/news', {})
      .catch((e) => e)) as ConsoleApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ title: ['Required.'] });
    // "Bad Request" alone says nothing: the editor gets a sentence.
    expect(error.message).toMatch(/check the fields/);
  });

  it('still gives a clear message when a proxy answers a 413 with HTML', async () => {
    answer(413, '<html>Request Entity Too Large</html>', 'text/html');
    const file = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    const error = (await consoleApi
      .upload('/admin/uploads', file)
      .catch((e) => e)) as ConsoleApiError;
    expect(error.status).toBe(413);
    expect(error.message).toBe('The file is too large.');
  });

  it('uploads multipart without setting a Content-Type (the browser adds the boundary)', async () => {
    answer(200, { code: 200, message: 'OK', data: { url: '/api/files/abc' } });
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    await expect(consoleApi.upload('/admin/uploads', file)).resolves.toEqual({
      url: '/api/files/abc',
    });
    const init = calls[0]!.init;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await consoleApi.get('/admin/me').catch((e) => e)) as ConsoleApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not be reached/);
  });

  it('sends a DELETE with the revision in the query', async () => {
    answer(200, { code: 200, message: 'OK', data: { deleted: true } });
    await consoleApi.del('/admin/content/news/7/4', { revision: 5 });
    expect(calls[0]?.url).toBe('/api/admin/content/news/7/4?revision=5');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
  });
});
