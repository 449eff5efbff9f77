import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi, documentLanguageCode } from '@/lib/api/browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

const withLang = (lang: string) =>
  vi.stubGlobal('document', { documentElement: { lang } } as unknown as Document);

describe('browser client', () => {
  it('talks to /api', () => {
    expect(browserApi.baseURL).toBe('/api');
  });

  it.each([
    ['zh-CN', 'cn'],
    ['en-US', 'en'],
    ['en-AU', 'au'],
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
  ])('maps <html lang="%s"> to the language code %s', (lang, code) => {
    withLang(lang);
    expect(documentLanguageCode()).toBe(code);
  });

  it('has no language code outside a document or for an unknown lang', () => {
    expect(documentLanguageCode()).toBeUndefined();
    withLang('pt-BR');
    expect(documentLanguageCode()).toBeUndefined();
  });

  it('sends the document language in the Language header', async () => {
    withLang('it-IT');
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
      seen.push(String(new Headers(init.headers).get('Language')));
      return new Response(JSON.stringify({ code: 200 }), { status: 200 });
    });
    await browserApi.post('/contact', {});
    expect(seen).toEqual(['it']);
  });
});
