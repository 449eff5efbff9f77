import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_CACHE_COOKIE,
  LANGUAGE_CACHE_KEY,
  cachedLanguageFor,
  clearLanguageCache,
  writeLanguageCache,
} from '@/lib/client/language-cache';
import { fakeCookieDocument, memoryStorage } from './fakes';

describe('cachedLanguageFor', () => {
  it.each([
    ['/cn', '', 'cn'],
    ['/au/products', '', 'au'],
    ['/de/explore/news/3', '', 'de'],
    ['/it', '?x=1', 'it'],
    ['/nl/about-us', '', 'nl'],
    ['/fr/installer', '', 'fr'],
  ])('%s%s caches the path language %s', (path, search, code) => {
    expect(cachedLanguageFor(path, search)).toBe(code);
  });

  it.each([
    ['/', ''],
    ['/products', ''],
    ['/de/products', '?switchLang=fr'],
    ['/cn', '?a=1&switchLang='],
    ['/deutsch', ''],
    ['/en/products', ''],
  ])('%s%s resets it to en', (path, search) => {
    expect(cachedLanguageFor(path, search)).toBe('en');
  });
});

describe('the language cache: local storage and a cookie of one day', () => {
  let doc: ReturnType<typeof fakeCookieDocument>;
  const win = (storage = memoryStorage()) =>
    ({ localStorage: storage, location: { protocol: 'http:' } }) as never;

  beforeEach(() => {
    doc = fakeCookieDocument();
    vi.stubGlobal('document', doc);
  });
  afterEach(() => vi.unstubAllGlobals());

  it(`writes ${LANGUAGE_CACHE_KEY} and a cookie expiring in one day (SameSite=Lax, path /)`, () => {
    const storage = memoryStorage();
    const before = Date.now();
    writeLanguageCache('de', win(storage));
    expect(storage.data.get(LANGUAGE_CACHE_KEY)).toBe('de');
    const written = doc.written.at(-1)!;
    expect(written.startsWith(`${LANGUAGE_CACHE_COOKIE}=de;`)).toBe(true);
    expect(written).toContain('path=/');
    expect(written).toMatch(/sameSite=lax/i);
    expect(written).not.toMatch(/secure/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(expires - before).toBeGreaterThan(86_400_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(86_400_000 + 5_000);
  });

  it('marks the cookie Secure on https', () => {
    writeLanguageCache('fr', {
      localStorage: memoryStorage(),
      location: { protocol: 'https:' },
    } as never);
    expect(doc.written.at(-1)).toMatch(/secure/i);
  });

  it('still sets the cookie when local storage throws', () => {
    const blocked = {
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    writeLanguageCache('it', win(blocked as never));
    expect(doc.cookie).toContain(`${LANGUAGE_CACHE_COOKIE}=it`);
  });

  it('clears both when preference consent is withdrawn', () => {
    const storage = memoryStorage();
    writeLanguageCache('nl', win(storage));
    clearLanguageCache(win(storage));
    expect(storage.data.has(LANGUAGE_CACHE_KEY)).toBe(false);
    expect(doc.cookie).not.toContain(LANGUAGE_CACHE_COOKIE);
  });
});
