import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { renderServer, textOf } from '@/tests/support/render-server';

const state = vi.hoisted(() => ({ preview: false, path: '/de/explore/news' as string | null }));
const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/server/preview/render', () => ({ isPreviewRender: async () => state.preview }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.path ? { 'x-public-path': state.path } : {}),
}));

const { PreviewBar } = await import('@/components/preview/preview-bar');

beforeEach(() => {
  resetRenderState();
  state.preview = false;
  state.path = '/de/explore/news';
});

describe('the preview bar', () => {
  it('is not there outside preview', async () => {
    expect(await renderServer(createElement(PreviewBar))).toBe('');
  });

  it('is a named region with the notice and an exit back to this page', async () => {
    state.preview = true;
    renderState.locale = 'de-DE';
    const html = await renderServer(createElement(PreviewBar));
    expect(html).toMatch(/^<div role="region" aria-label="Vorschaumodus"/);
    expect(textOf(html)).toContain('Vorschau: Sie sehen Entwürfe und geplante Inhalte.');
    expect(html).toContain('<a href="/api/preview/exit?path=%2Fde%2Fexplore%2Fnews" class="');
    expect(textOf(html)).toContain('Vorschau beenden');
  });

  it('exits to home when the path is missing or not of this site', async () => {
    state.preview = true;
    for (const path of [null, '//evil.example']) {
      state.path = path;
      expect(await renderServer(createElement(PreviewBar))).toContain(
        'href="/api/preview/exit?path=%2F"',
      );
    }
  });

  it('speaks each of the seven languages', async () => {
    state.preview = true;
    const exits = new Set<string>();
    for (const locale of locales) {
      renderState.locale = locale;
      const html = await renderServer(createElement(PreviewBar));
      exits.add(textOf(html).trim());
    }
    expect(renderState.errors).toEqual([]);
    // en-US and en-AU share their words; the other five differ.
    expect(exits.size).toBe(6);
  });
});
