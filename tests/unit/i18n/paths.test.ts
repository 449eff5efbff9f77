import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { createNavigation } from 'next-intl/navigation';
import { localizedPath, unlocalizedPath, type Href } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';

const { getPathname } = createNavigation(routing);

// Links (lib/i18n/navigation.tsx, client-navigation.tsx) build their paths without next-intl;
// they must agree with next-intl's getPathname for our routing, in every language.
const hrefs: Href[] = [
  '/',
  '/products',
  '/products/high-voltage-lfp-battery',
  { pathname: '/login', query: { signedOut: '1' } },
  { pathname: '/admin/content/news/4', query: { websiteId: '4', q: 'a b&c' } },
];

describe('localizedPath', () => {
  for (const locale of locales) {
    it(`builds what next-intl builds in ${locale}`, () => {
      for (const href of hrefs) {
        expect(localizedPath(href, locale), JSON.stringify(href)).toBe(
          getPathname({ href, locale }),
        );
      }
    });
  }

  it('prefixes every language but English', () => {
    expect(localizedPath('/', 'en-US')).toBe('/');
    expect(localizedPath('/', 'de-DE')).toBe('/de');
    expect(localizedPath('/search', 'zh-CN')).toBe('/cn/search');
    expect(localizedPath('/search', 'en-AU')).toBe('/au/search');
  });
});

describe('unlocalizedPath', () => {
  it('takes the language prefix off, and only a whole one', () => {
    expect(unlocalizedPath('/de/products', 'de-DE')).toBe('/products');
    expect(unlocalizedPath('/de', 'de-DE')).toBe('/');
    expect(unlocalizedPath('/products', 'en-US')).toBe('/products');
    expect(unlocalizedPath('/default-page', 'de-DE')).toBe('/default-page');
  });

  it('inverts localizedPath in every language', () => {
    for (const locale of locales) {
      for (const path of ['/', '/installer', '/explore/news/3']) {
        expect(unlocalizedPath(localizedPath(path, locale), locale)).toBe(path);
      }
    }
  });
});
