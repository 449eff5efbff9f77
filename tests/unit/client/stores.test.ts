import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_VERSION, serializeConsent } from '@/lib/client/consent-cookie';
import { actionOf } from '@/lib/client/record-consent';
import { useAppError } from '@/lib/stores/app-error';
import { useConsent } from '@/lib/stores/consent';
import { useDevice } from '@/lib/stores/device';
import { DEFAULT_FUNCTION_ID, useFunctionId } from '@/lib/stores/function-id';
import { useLanguage } from '@/lib/stores/language';
import { useNewsList } from '@/lib/stores/news';
import { useProductsList } from '@/lib/stores/products';
import { SESSION_KEY, useSession } from '@/lib/stores/session';
import { useTracking } from '@/lib/stores/tracking';
import { MAX_ROUTES } from '@/lib/validation/tracking-limits';
import { fakeCookieDocument, memoryStorage } from './fakes';

const initial = {
  client: 'desktop' as const,
  landingPage: '/de',
  browser: 'Firefox 128',
  refer: '',
  timezone: 'Europe/Rome',
};

describe('shared state defaults', () => {
  it('starts with language en, function id 0, no lists, not mobile, no session', () => {
    expect(useLanguage.getState().language).toBe('en');
    expect(useFunctionId.getState().functionId).toBe(DEFAULT_FUNCTION_ID);
    expect(DEFAULT_FUNCTION_ID).toBe('0');
    expect(useNewsList.getState().buckets).toBeNull();
    expect(useProductsList.getState().buckets).toBeNull();
    expect(useDevice.getState().isMobile).toBe(false);
    expect(useSession.getState().sessionId).toBeNull();
  });

  it('keeps news and products apart', () => {
    const buckets = {
      cn: [],
      en: [{ id: 1, websiteId: 3, state: true }],
      au: [],
      de: [],
      it: [],
      nl: [],
      fr: [],
    };
    useNewsList.getState().setBuckets(buckets);
    expect(useProductsList.getState().buckets).toBeNull();
    useNewsList.getState().clear();
    expect(useNewsList.getState().buckets).toBeNull();
  });

  it('sets and resets the function id', () => {
    useFunctionId.getState().setFunctionId('7');
    expect(useFunctionId.getState().functionId).toBe('7');
    useFunctionId.getState().reset();
    expect(useFunctionId.getState().functionId).toBe('0');
  });
});

describe('the visitor tracking store', () => {
  beforeEach(() => useTracking.setState({ data: null }));

  it('collects nothing before tracking starts (no statistics consent)', () => {
    useTracking.getState().visit('/de/products', 1);
    useTracking.getState().addResource('http://x/a.pdf');
    expect(useTracking.getState().data).toBeNull();
  });

  it('starts with jumpOut true and the landing page as the first route', () => {
    useTracking.getState().start(initial, 10);
    expect(useTracking.getState().data).toMatchObject({
      ...initial,
      jumpOut: true,
      routes: [{ path: '/de', at: 10 }],
      resources: [],
    });
  });

  it('sets jumpOut false once a second page is visited, not on the same page again', () => {
    useTracking.getState().start(initial, 10);
    useTracking.getState().visit('/de', 11);
    expect(useTracking.getState().data!.jumpOut).toBe(true);
    useTracking.getState().visit('/de/products', 12);
    expect(useTracking.getState().data!.jumpOut).toBe(false);
    expect(useTracking.getState().data!.routes.map((r) => r.path)).toEqual(['/de', '/de/products']);
  });

  it('keeps each resource once, and bounds the routes', () => {
    useTracking.getState().start(initial, 0);
    useTracking.getState().addResource('http://x/a.pdf');
    useTracking.getState().addResource('http://x/a.pdf');
    for (let i = 0; i < MAX_ROUTES + 10; i++) useTracking.getState().visit(`/p${i}`, i);
    expect(useTracking.getState().data!.resources).toEqual(['http://x/a.pdf']);
    expect(useTracking.getState().data!.routes).toHaveLength(MAX_ROUTES);
  });
});

describe('the application error store', () => {
  beforeEach(() => useAppError.getState().clearError());

  it('defaults to 500, no message, not fatal', () => {
    expect(useAppError.getState()).toMatchObject({
      statusCode: 500,
      message: '',
      fatal: false,
      hasError: false,
    });
  });

  it('is set, with the defaults filled in, and cleared', () => {
    useAppError.getState().setError({ message: 'Boom', fatal: true });
    expect(useAppError.getState()).toMatchObject({
      statusCode: 500,
      message: 'Boom',
      fatal: true,
      hasError: true,
    });
    useAppError.getState().clearError();
    expect(useAppError.getState()).toMatchObject({
      statusCode: 500,
      message: '',
      fatal: false,
      hasError: false,
    });
  });

  it('redirects when asked to, on set and on clear', () => {
    const navigate = vi.fn();
    useAppError.getState().setError({ statusCode: 404 }, { to: '/de', navigate });
    expect(useAppError.getState().statusCode).toBe(404);
    useAppError.getState().clearError({ to: '/', navigate });
    expect(navigate.mock.calls).toEqual([['/de'], ['/']]);
  });
});

describe('the session id', () => {
  beforeEach(() => useSession.setState({ sessionId: null }));

  it('is made once and kept in session storage for the visit', () => {
    const storage = memoryStorage();
    const id = useSession.getState().ensureSessionId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.data.get(SESSION_KEY)).toBe(id);
    expect(useSession.getState().ensureSessionId(storage)).toBe(id);
  });

  it('continues the visit a full page load left in session storage', () => {
    const storage = memoryStorage({ [SESSION_KEY]: 'f'.repeat(32) });
    expect(useSession.getState().ensureSessionId(storage)).toBe('f'.repeat(32));
  });
});

describe('the consent store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the cookie once, opens and closes the banner, keeps a choice', () => {
    const doc = fakeCookieDocument();
    vi.stubGlobal('document', doc);
    const stored = { id: 'c'.repeat(32), version: CONSENT_VERSION, date: new Date().toISOString() };
    const consent = {
      ...stored,
      preference: false,
      statistics: true,
      marketing: false,
      recorded: true,
    };
    doc.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}`;
    useConsent.getState().load();
    expect(useConsent.getState()).toMatchObject({ consent, isKnown: true, isOpen: false });
    useConsent.getState().open();
    expect(useConsent.getState().isOpen).toBe(true);
    useConsent.getState().choose({ ...consent, marketing: true });
    expect(useConsent.getState()).toMatchObject({ isOpen: false, consent: { marketing: true } });
  });
});

describe('actionOf', () => {
  it('names a choice: all, none, or a selection', () => {
    expect(actionOf({ preference: true, statistics: true, marketing: true })).toBe('accept_all');
    expect(actionOf({ preference: false, statistics: false, marketing: false })).toBe('decline');
    expect(actionOf({ preference: false, statistics: true, marketing: false })).toBe('selection');
  });
});
