import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  draft: false as boolean | 'outside a request',
  session: null as { user: { role: string | null } } | null,
  sessionReads: 0,
}));
vi.mock('next/headers', () => ({
  draftMode: async () => {
    if (state.draft === 'outside a request') throw new Error('outside a request scope');
    return { isEnabled: state.draft };
  },
}));
vi.mock('@/components/account/current-user', () => ({
  currentSession: async () => {
    state.sessionReads += 1;
    return state.session;
  },
}));

const { isPreviewRender } = await import('@/lib/server/preview/render');

beforeEach(() => {
  state.draft = false;
  state.session = null;
  state.sessionReads = 0;
});

describe('isPreviewRender', () => {
  it('is false without draft mode, without even reading the session', async () => {
    state.session = { user: { role: 'admin' } };
    expect(await isPreviewRender()).toBe(false);
    expect(state.sessionReads).toBe(0);
  });

  it('is true in draft mode for an editor or an admin', async () => {
    state.draft = true;
    for (const role of ['editor', 'admin']) {
      state.session = { user: { role } };
      expect(await isPreviewRender()).toBe(true);
    }
  });

  it('is false in draft mode for a visitor, an ordinary user, or a role taken away', async () => {
    state.draft = true;
    for (const session of [null, { user: { role: 'user' } }, { user: { role: null } }]) {
      state.session = session;
      expect(await isPreviewRender()).toBe(false);
    }
  });

  it('is false outside a request (scripts, tests)', async () => {
    state.draft = 'outside a request';
    expect(await isPreviewRender()).toBe(false);
  });
});
