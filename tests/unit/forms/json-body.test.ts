import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/server/api/errors';
import { MAX_BODY_BYTES, readJson, readJsonObject } from '@/lib/server/security/body';

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    // A stream body needs it (fetch spec); harmless for the others.
    duplex: 'half',
  } as RequestInit);

async function statusOf(req: Request) {
  try {
    await readJsonObject(req);
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : 500;
  }
}

/** A body whose size the stream reveals only while it is read (no Content-Length). */
function streamed(bytes: number) {
  const chunk = new Uint8Array(1024).fill(0x20);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('reading a form body', () => {
  it('returns the JSON object', async () => {
    await expect(readJsonObject(request('{"a":"ü"}'))).resolves.toEqual({ a: 'ü' });
    await expect(
      readJsonObject(request('{}', { 'content-type': 'application/json; charset=UTF-8' })),
    ).resolves.toEqual({});
  });

  it('refuses other content types with 415', async () => {
    expect(await statusOf(request('{}', { 'content-type': 'text/plain' }))).toBe(415);
    expect(await statusOf(request('{}', { 'content-type': 'application/jsonx' }))).toBe(415);
    expect(await statusOf(new Request('http://x', { method: 'POST', body: '{}' }))).toBe(415);
  });

  it('refuses a large body with 413, by its Content-Length or while reading it', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(await statusOf(request(JSON.stringify({ big })))).toBe(413);
    expect(await statusOf(request(streamed(MAX_BODY_BYTES * 4)))).toBe(413);
  });

  it('refuses invalid UTF-8, invalid JSON and non-objects with 400', async () => {
    expect(await statusOf(request(new Uint8Array([0x22, 0xff, 0x22])))).toBe(400);
    expect(await statusOf(request('{'))).toBe(400);
    expect(await statusOf(request('[]'))).toBe(400);
    expect(await statusOf(request('3'))).toBe(400);
    expect(await statusOf(request(''))).toBe(400);
  });

  it('reads any JSON value of the media types a route names, and only those', async () => {
    const types = ['application/csp-report', 'application/reports+json'];
    const as = (type: string, body = '[1]') =>
      readJson(request(body, { 'content-type': type }), { types });
    await expect(as('application/reports+json')).resolves.toEqual([1]);
    await expect(as('Application/CSP-Report; charset=utf-8', '{"a":1}')).resolves.toEqual({ a: 1 });
    await expect(as('application/json')).rejects.toMatchObject({ status: 415 });
    await expect(as('application/csp-report; charset=latin1')).rejects.toMatchObject({
      status: 415,
    });
    await expect(as('application/csp-report; charset=utf-8; x=1')).rejects.toMatchObject({
      status: 415,
    });
  });
});
