import { beforeEach, describe, expect, it, vi } from 'vitest';

// The route handlers' logic without a Next server: draft mode and the session are stand-ins.
const state = vi.hoisted(() => ({
  role: null as string | null,
  signedIn: false,
  enable: vi.fn(),
  disable: vi.fn(),
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: state.enable, disable: state.disable }),
}));
vi.mock('@/components/account/current-user', () => ({
  currentSession: async () => (state.signedIn ? { user: { id: 'u1', role: state.role } } : null),
}));

const { enterPreview, exitPreview } = await import('@/lib/server/preview/handlers');
const { loginFor } = await import('@/lib/server/preview/links');

const get = (url: string) => new Request(`http://127.0.0.1:3100${url}`);

beforeEach(() => {
  state.role = null;
  state.signedIn = false;
  state.enable.mockClear();
  state.disable.mockClear();
});

describe('GET /api/preview', () => {
  it('enters draft mode for an editor and an admin and opens the page (307)', async () => {
    for (const role of ['editor', 'admin']) {
      state.signedIn = true;
      state.role = role;
      const res = await enterPreview(get('/api/preview?path=%2Fde%2Fexplore%2Fnews%2F7'));
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('/de/explore/news/7');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(state.enable).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor to the login of the page’s language, coming back to the same link', async () => {
    const res = await enterPreview(get('/api/preview?path=/de/explore/news'));
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location')!, 'http://x.invalid');
    expect(location.pathname).toBe('/de/login');
    expect(location.searchParams.get('next')).toBe('/api/preview?path=%2Fde%2Fexplore%2Fnews');
    expect(state.enable).not.toHaveBeenCalled();
  });

  it('answers 403 to an ordinary user, without draft mode', async () => {
    state.signedIn = true;
    state.role = 'user';
    const res = await enterPreview(get('/api/preview?path=/de/explore/news'));
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/editors/);
    expect(state.enable).not.toHaveBeenCalled();
  });

  it.each([
    ['no path', '/api/preview'],
    ['an absolute URL', '/api/preview?path=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative URL', '/api/preview?path=%2F%2Fevil.example'],
    ['a backslash', '/api/preview?path=%2F%5Cevil.example'],
  ])('answers 400 to %s, even for an editor', async (_, url) => {
    state.signedIn = true;
    state.role = 'editor';
    const res = await enterPreview(get(url));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(state.enable).not.toHaveBeenCalled();
  });
});

describe('GET /api/preview/exit', () => {
  it('leaves draft mode and goes back to the page', async () => {
    const res = await exitPreview(get('/api/preview/exit?path=%2Fde%2Fexplore%2Fnews'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/de/explore/news');
    expect(state.disable).toHaveBeenCalledOnce();
  });

  it('goes home instead of to another site', async () => {
    for (const url of ['/api/preview/exit', '/api/preview/exit?path=%2F%2Fevil.example']) {
      const res = await exitPreview(get(url));
      expect(res.headers.get('location')).toBe('/');
    }
    expect(state.disable).toHaveBeenCalledTimes(2);
  });
});

describe('loginFor', () => {
  it('keeps the language of the previewed page (English has no prefix)', () => {
    expect(loginFor('/')).toBe('/login?next=%2Fapi%2Fpreview%3Fpath%3D%252F');
    expect(loginFor('/cn/explore/news?x=1')).toMatch(/^\/cn\/login\?next=/);
    expect(loginFor('/explore/news')).toMatch(/^\/login\?next=/);
  });
});
