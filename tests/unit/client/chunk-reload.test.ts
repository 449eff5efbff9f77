import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  isChunkScript,
  loadInPlace,
  watchChunkErrors,
} from '@/lib/client/chunk-reload';
import { fakeTarget, memoryStorage } from './fakes';

const ORIGIN = 'http://127.0.0.1:3100';

describe('isChunkLoadError', () => {
  it.each([
    [
      Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
        name: 'ChunkLoadError',
      }),
    ],
    [new Error('Loading chunk 123 failed.')],
    [new Error('Loading CSS chunk app-layout failed')],
    [new TypeError('Failed to fetch dynamically imported module: http://x/_next/a.js')],
    [new TypeError('error loading dynamically imported module')],
    ['Importing a module script failed.'],
  ])('recognises %s', (reason) => expect(isChunkLoadError(reason)).toBe(true));

  it.each([[new Error('boom')], [null], [undefined], [42], [{ message: 7 }]])(
    'ignores %s',
    (reason) => expect(isChunkLoadError(reason)).toBe(false),
  );
});

describe('isChunkScript', () => {
  it('is a script of our own build only', () => {
    const script = (src: string) => ({ tagName: 'SCRIPT', src });
    expect(isChunkScript(script(`${ORIGIN}/_next/static/chunks/x.js`), ORIGIN)).toBe(true);
    expect(isChunkScript(script('https://cdn.example/_next/static/x.js'), ORIGIN)).toBe(false);
    expect(isChunkScript({ tagName: 'IMG', src: `${ORIGIN}/_next/static/x.png` }, ORIGIN)).toBe(
      false,
    );
    expect(isChunkScript(null, ORIGIN)).toBe(false);
  });
});

describe('claimChunkReload (once per path within 10 seconds)', () => {
  it('allows the first reload of a path and refuses a second within 10 s', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/de/products', 1_000)).toBe(true);
    expect(claimChunkReload(storage, '/de/products', 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
  });

  it('allows it again once 10 s have passed', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/', 0);
    expect(claimChunkReload(storage, '/', CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('counts each path apart', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/', 0);
    expect(claimChunkReload(storage, '/products', 10)).toBe(true);
  });

  it('forgets entries older than the guard', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/old', 0);
    claimChunkReload(storage, '/new', CHUNK_RELOAD_GUARD_MS + 1);
    expect(Object.keys(JSON.parse(storage.data.get(CHUNK_RELOAD_KEY)!))).toEqual(['/new']);
  });

  it('refuses without storage, or when it cannot note the reload (never a loop)', () => {
    expect(claimChunkReload(null, '/', 0)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(claimChunkReload(full, '/', 0)).toBe(false);
  });

  it('treats an unreadable value as no earlier reload', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: '{oops' }), '/', 0)).toBe(true);
  });
});

describe('watchChunkErrors', () => {
  function page(path = '/de') {
    const target = fakeTarget();
    const reload = vi.fn();
    const win = {
      ...target,
      location: { origin: ORIGIN, pathname: path, reload },
      sessionStorage: memoryStorage(),
    } as unknown as Window;
    return { win, target, reload };
  }

  it('reloads once when a chunk script fails, and not again for the next failure', () => {
    const { win, target, reload } = page();
    watchChunkErrors(win);
    const failed = {
      target: { tagName: 'SCRIPT', src: `${ORIGIN}/_next/static/chunks/banner.js` },
    };
    target.fire('error', failed);
    target.fire('unhandledrejection', {
      reason: Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
    });
    target.fire('error', failed);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves other errors and rejections alone', () => {
    const { win, target, reload } = page();
    watchChunkErrors(win);
    target.fire('error', { target: win, error: new Error('boom') });
    target.fire('unhandledrejection', { reason: new Error('network') });
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a failed chunk to a part loading in place, and reloads again after', async () => {
    const { win, target, reload } = page();
    watchChunkErrors(win);
    const failed = {
      target: { tagName: 'SCRIPT', src: `${ORIGIN}/_next/static/chunks/step-2.js` },
    };
    let fail!: (error: Error) => void;
    const part = loadInPlace(() => new Promise((_, reject) => (fail = reject)));
    target.fire('error', failed);
    target.fire('unhandledrejection', { reason: new Error('Failed to load chunk step-2.js') });
    fail(new Error('Failed to load chunk step-2.js'));
    await expect(part).rejects.toThrow('step-2');
    expect(reload).not.toHaveBeenCalled();
    // Nothing loads in place any more: a failed chunk of the page reloads it as before.
    target.fire('error', failed);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops listening when unsubscribed', () => {
    const { win, target } = page();
    watchChunkErrors(win)();
    expect(target.count('error') + target.count('unhandledrejection')).toBe(0);
  });
});
