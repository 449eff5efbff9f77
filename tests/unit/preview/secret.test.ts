import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { isPreviewRequest, markPreviewAnswer } from '@/lib/server/preview/request';
import { isPreviewSecret, PREVIEW_HEADER, previewSecret } from '@/lib/server/preview/secret';

afterEach(() => {
  delete process.env.PREVIEW_SECRET;
});

describe('the preview secret', () => {
  it('is random, long and the same for the whole process when PREVIEW_SECRET is unset', () => {
    const secret = previewSecret();
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(previewSecret()).toBe(secret);
  });

  it('is PREVIEW_SECRET when set (a separate back end shares it), at least 32 characters', () => {
    process.env.PREVIEW_SECRET = 'x'.repeat(32);
    expect(previewSecret()).toBe('x'.repeat(32));
    process.env.PREVIEW_SECRET = 'short';
    expect(() => previewSecret()).toThrow(/at least 32/);
  });

  it('matches only the exact value', () => {
    const secret = previewSecret();
    expect(isPreviewSecret(secret)).toBe(true);
    for (const wrong of [
      undefined,
      null,
      '',
      secret.slice(1),
      `${secret} `,
      secret.toUpperCase(),
    ]) {
      expect(isPreviewSecret(wrong)).toBe(false);
    }
  });
});

describe('isPreviewRequest', () => {
  const app = new Hono().get('/x', (c) => {
    const preview = isPreviewRequest(c);
    markPreviewAnswer(c, preview);
    return c.json({ preview });
  });
  const ask = async (headers: Record<string, string> = {}) => {
    const res = await app.request('/x', { headers });
    return { res, preview: ((await res.json()) as { preview: boolean }).preview };
  };

  it('is false without the header, with a forged one, and true with the secret', async () => {
    expect((await ask()).preview).toBe(false);
    expect((await ask({ [PREVIEW_HEADER]: '1' })).preview).toBe(false);
    expect((await ask({ [PREVIEW_HEADER]: 'true' })).preview).toBe(false);
    expect((await ask({ [PREVIEW_HEADER]: previewSecret() })).preview).toBe(true);
  });

  it('keeps preview answers out of every cache and varies all answers on the header', async () => {
    const visitor = await ask();
    expect(visitor.res.headers.get('cache-control')).toBeNull();
    expect(visitor.res.headers.get('vary')).toContain(PREVIEW_HEADER);
    const editor = await ask({ [PREVIEW_HEADER]: previewSecret() });
    expect(editor.res.headers.get('cache-control')).toBe('private, no-store');
    expect(editor.res.headers.get('vary')).toContain(PREVIEW_HEADER);
  });
});
