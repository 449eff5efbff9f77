import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION, type Consent } from '@/lib/client/consent-cookie';
import { LANGUAGE_CACHE_KEY } from '@/lib/client/language-cache';
import { recordConsent } from '@/lib/client/record-consent';
import { startShellEffects } from '@/lib/client/shell-effects';
import { startTracking } from '@/lib/client/tracking';
import { useConsent } from '@/lib/stores/consent';
import { useLanguage } from '@/lib/stores/language';
import { useRoute } from '@/lib/stores/route';
import { fakeCookieDocument, fakeTarget, memoryStorage } from './fakes';

vi.mock('@/lib/client/tracking', () => ({ startTracking: vi.fn() }));
vi.mock('@/lib/client/record-consent', () => ({ recordConsent: vi.fn(async () => true) }));

const ANALYTICS = 'https://analytics.example/tag.js';
const MARKETING = 'https://ads.example/pixel.js';

const consent = (choice: Partial<Consent> = {}): Consent => ({
  id: 'a'.repeat(32),
  version: CONSENT_VERSION,
  date: new Date().toISOString(),
  preference: false,
  statistics: false,
  marketing: false,
  recorded: true,
  ...choice,
});

function browser(nav: Record<string, unknown> = {}) {
  const jar = fakeCookieDocument();
  const scripts: { src: string }[] = [];
  const doc = Object.assign(fakeTarget(), {
    forms: [],
    visibilityState: 'visible',
    scripts,
    head: { appendChild: (script: { src: string }) => scripts.push(script) },
    createElement: () => ({ src: '' }),
  });
  Object.defineProperty(doc, 'cookie', {
    get: () => jar.cookie,
    set: (v: string) => (jar.cookie = v),
  });
  vi.stubGlobal('document', doc);
  const reload = vi.fn();
  const localStorage = memoryStorage();
  const win = {
    document: doc,
    navigator: nav,
    localStorage,
    location: {
      pathname: '/de',
      search: '',
      origin: 'http://x',
      href: 'http://x/de',
      protocol: 'http:',
      reload,
    },
    requestIdleCallback: (task: () => void) => (task(), 1),
    cancelIdleCallback: () => {},
    setInterval,
    clearInterval,
    fetch: vi.fn(),
  } as unknown as Window;
  return { win, scripts: () => scripts.map((s) => s.src), reload, localStorage, jar };
}

const start = (win: Window) =>
  startShellEffects({ buildId: 'b1', analyticsSrc: ANALYTICS, marketingSrc: MARKETING }, win);

describe('startShellEffects: what the consent allows, on idle', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.mocked(startTracking).mockClear();
    vi.mocked(recordConsent).mockClear();
    useRoute.setState({ path: '/de' });
  });
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('loads nothing and tracks nothing without a choice, or after a decline', async () => {
    for (const choice of [null, consent()]) {
      useConsent.setState({ consent: choice, isKnown: true });
      const b = browser();
      stop = start(b.win);
      await vi.dynamicImportSettled();
      expect(b.scripts()).toEqual([]);
      stop();
    }
    expect(startTracking).not.toHaveBeenCalled();
  });

  it('statistics: the analytics script and tracking, not the marketing script', async () => {
    useConsent.setState({ consent: consent({ statistics: true }), isKnown: true });
    const b = browser();
    stop = start(b.win);
    await vi.dynamicImportSettled();
    expect(b.scripts()).toEqual([ANALYTICS]);
    expect(startTracking).toHaveBeenCalledWith('a'.repeat(32), b.win);
  });

  it('marketing: the marketing script only', async () => {
    useConsent.setState({ consent: consent({ marketing: true }), isKnown: true });
    const b = browser();
    stop = start(b.win);
    await vi.dynamicImportSettled();
    expect(b.scripts()).toEqual([MARKETING]);
    expect(startTracking).not.toHaveBeenCalled();
  });

  it('a choice given later, in the banner, takes effect on this page', async () => {
    useConsent.setState({ consent: null, isKnown: true });
    const b = browser();
    stop = start(b.win);
    useConsent.getState().choose(consent({ statistics: true, marketing: true }));
    await vi.dynamicImportSettled();
    expect(b.scripts()).toEqual([ANALYTICS, MARKETING]);
  });

  it('withdrawing a category whose script ran reloads the page', () => {
    useConsent.setState({ consent: consent({ statistics: true }), isKnown: true });
    const b = browser();
    stop = start(b.win);
    useConsent.getState().choose(consent({ statistics: false, preference: true }));
    expect(b.reload).toHaveBeenCalledOnce();
  });

  it('the Global Privacy Control signal counts as declining statistics and marketing', async () => {
    useConsent.setState({ consent: consent({ statistics: true, marketing: true }), isKnown: true });
    const b = browser({ globalPrivacyControl: true });
    stop = start(b.win);
    await vi.dynamicImportSettled();
    expect(b.scripts()).toEqual([]);
    expect(startTracking).not.toHaveBeenCalled();
  });

  it('sends again a choice the server has not recorded, and not one it has', async () => {
    useConsent.setState({ consent: consent({ recorded: false }), isKnown: true });
    stop = start(browser().win);
    await vi.dynamicImportSettled();
    expect(recordConsent).toHaveBeenCalledOnce();
    stop();
    useConsent.setState({ consent: consent(), isKnown: true });
    stop = start(browser().win);
    await vi.dynamicImportSettled();
    expect(recordConsent).toHaveBeenCalledOnce();
  });
});

describe('startShellEffects: the language and its cache', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('sets the path language and caches it with preference consent, following navigation', () => {
    useConsent.setState({ consent: consent({ preference: true }), isKnown: true });
    useRoute.setState({ path: '/de' });
    const b = browser();
    stop = start(b.win);
    expect(useLanguage.getState().language).toBe('de');
    expect(b.localStorage.data.get(LANGUAGE_CACHE_KEY)).toBe('de');
    expect(b.jar.cookie).toContain('official_lang_cache=de');
    useRoute.getState().setPath('/products');
    expect(useLanguage.getState().language).toBe('en');
    expect(b.localStorage.data.get(LANGUAGE_CACHE_KEY)).toBe('en');
  });

  it('caches nothing without preference consent', () => {
    useConsent.setState({ consent: consent({ statistics: true }), isKnown: true });
    useRoute.setState({ path: '/it' });
    const b = browser();
    stop = start(b.win);
    expect(useLanguage.getState().language).toBe('it');
    expect(b.localStorage.data.has(LANGUAGE_CACHE_KEY)).toBe(false);
    expect(b.jar.cookie).not.toContain('official_lang_cache=');
  });
});
