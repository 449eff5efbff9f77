import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_MANIFEST_PATH,
  BUILD_POLL_MS,
  fetchLatestBuildId,
  startBuildCheck,
} from '@/lib/client/build-check';
import { fakeTarget } from './fakes';

const ORIGIN = 'http://127.0.0.1:3100';

function browser() {
  const form = {
    dataset: {} as DOMStringMap,
    elements: [{ tagName: 'INPUT', type: 'text', value: '', defaultValue: '' }],
  };
  const doc = Object.assign(fakeTarget(), { forms: [form], visibilityState: 'visible' });
  const location = {
    origin: ORIGIN,
    href: `${ORIGIN}/de`,
    pathname: '/de',
    search: '',
    reload: vi.fn(),
    assign: vi.fn(),
  };
  const win = { document: doc, location, setInterval, clearInterval } as unknown as Window;
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
  };
  const type = (value: string) => {
    form.elements[0]!.value = value;
    doc.fire('input', { target: { form } });
  };
  const anchor = (href: string, attrs: Record<string, string> = {}) => ({
    href,
    getAttribute: (name: string) => attrs[name] ?? null,
    hasAttribute: (name: string) => name in attrs,
  });
  const click = (href: string, extra: Record<string, unknown> = {}, attrs = {}) => {
    const event = {
      button: 0,
      defaultPrevented: false,
      target: { closest: () => anchor(href, attrs) },
      preventDefault: vi.fn(),
      ...extra,
    };
    doc.fire('click', event);
    return event;
  };
  return { win, doc, location, hide, type, click };
}

describe('startBuildCheck (reload when the build id differs, at a safe moment)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function stale(b: ReturnType<typeof browser>, latest = 'new-build') {
    const fetchLatest = vi.fn(async () => latest);
    const check = startBuildCheck({ currentId: 'old-build', win: b.win, fetchLatest });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    return { check, fetchLatest };
  }

  it('polls every few minutes, not before', async () => {
    const b = browser();
    const fetchLatest = vi.fn(async () => 'old-build');
    startBuildCheck({ currentId: 'old-build', win: b.win, fetchLatest });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledOnce();
    expect(BUILD_POLL_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('does nothing while the build id is the same', async () => {
    const b = browser();
    await stale(b, 'old-build');
    b.hide();
    expect(b.click(`${ORIGIN}/de/products`).preventDefault).not.toHaveBeenCalled();
    expect(b.location.reload).not.toHaveBeenCalled();
  });

  it('turns the next link click into a full load of its target', async () => {
    const b = browser();
    await stale(b);
    const event = b.click(`${ORIGIN}/de/products`);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(b.location.assign).toHaveBeenCalledWith(`${ORIGIN}/de/products`);
  });

  it('leaves alone clicks that are no plain same-site navigation', async () => {
    const b = browser();
    await stale(b);
    b.click('https://elsewhere.example/');
    b.click(`${ORIGIN}/de/products`, { ctrlKey: true });
    b.click(`${ORIGIN}/de/products`, { button: 1 });
    b.click(`${ORIGIN}/files/a.pdf`, {}, { download: '' });
    b.click(`${ORIGIN}/de/products`, {}, { target: '_blank' });
    b.click(`${ORIGIN}/de`);
    expect(b.location.assign).not.toHaveBeenCalled();
  });

  it('reloads when the tab is hidden', async () => {
    const b = browser();
    await stale(b);
    b.hide();
    expect(b.location.reload).toHaveBeenCalledOnce();
  });

  it('reloads after a client navigation that no click caught', async () => {
    const b = browser();
    const { check } = await stale(b);
    check.afterNavigation();
    expect(b.location.reload).toHaveBeenCalledOnce();
  });

  it('never reloads while a form holds unsaved input, and does once it is saved', async () => {
    const b = browser();
    const { check } = await stale(b);
    b.type('half a message');
    b.hide();
    check.afterNavigation();
    expect(b.click(`${ORIGIN}/de/products`).preventDefault).not.toHaveBeenCalled();
    expect(b.location.reload).not.toHaveBeenCalled();
    b.type('');
    b.hide();
    expect(b.location.reload).toHaveBeenCalledOnce();
  });

  it('asks again at once when the tab becomes visible', async () => {
    const b = browser();
    const fetchLatest = vi.fn(async () => 'old-build');
    startBuildCheck({ currentId: 'old-build', win: b.win, fetchLatest });
    b.doc.fire('visibilitychange');
    expect(fetchLatest).toHaveBeenCalledOnce();
  });

  it('stops polling and listening', async () => {
    const b = browser();
    const fetchLatest = vi.fn(async () => 'x');
    startBuildCheck({ currentId: 'old-build', win: b.win, fetchLatest }).stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 2);
    expect(fetchLatest).not.toHaveBeenCalled();
    expect(b.doc.count('click') + b.doc.count('visibilitychange') + b.doc.count('input')).toBe(0);
  });
});

describe('fetchLatestBuildId', () => {
  it('asks the manifest with a _t timestamp, past every cache', async () => {
    const fetcher = vi.fn(async () => Response.json({ code: 200, data: { buildId: 'abc' } }));
    expect(await fetchLatestBuildId(fetcher)).toBe('abc');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`^${BUILD_MANIFEST_PATH}\\?_t=\\d{13}$`));
    expect(init.cache).toBe('no-store');
  });

  it('says nothing on an error answer, a bad body or no network', async () => {
    expect(await fetchLatestBuildId(async () => new Response('x', { status: 503 }))).toBeNull();
    expect(await fetchLatestBuildId(async () => Response.json({ data: {} }))).toBeNull();
    expect(
      await fetchLatestBuildId(async () => {
        throw new TypeError('offline');
      }),
    ).toBeNull();
  });
});
