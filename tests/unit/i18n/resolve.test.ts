import { describe, expect, it } from 'vitest';
import { legacyHostRedirect, prefersChinese, resolveRoute } from '@/lib/i18n/resolve';

const route = (
  pathname: string,
  search = '',
  extra: Partial<Parameters<typeof resolveRoute>[0]> = {},
) => resolveRoute({ pathname, search, ...extra });

describe('resolveRoute', () => {
  it('redirects /en and /en/… to the unprefixed path, keeping the query', () => {
    expect(route('/en')).toMatchObject({ kind: 'redirect', location: '/', status: 308 });
    expect(route('/en/products', '?a=1')).toMatchObject({ location: '/products?a=1', status: 308 });
  });

  it('removes trailing slashes by redirect', () => {
    expect(route('/products/')).toMatchObject({
      kind: 'redirect',
      location: '/products',
      status: 308,
    });
    expect(route('/cn/')).toMatchObject({ location: '/cn' });
    expect(route('/de/products//', '?x=1')).toMatchObject({ location: '/de/products?x=1' });
  });

  it('serves each prefix in its locale and unprefixed paths in en-US', () => {
    expect(route('/')).toMatchObject({ kind: 'page', locale: 'en-US', publicPath: '/' });
    expect(route('/cn')).toMatchObject({ kind: 'page', locale: 'zh-CN', code: 'cn' });
    expect(route('/au/products')).toMatchObject({ locale: 'en-AU' });
    expect(route('/de/about-us')).toMatchObject({ locale: 'de-DE' });
    expect(route('/it/installer')).toMatchObject({ locale: 'it-IT' });
    expect(route('/nl/sitemap')).toMatchObject({ locale: 'nl-NL' });
    expect(route('/fr/explore/news/12')).toMatchObject({
      locale: 'fr-FR',
      publicPath: '/fr/explore/news/12',
    });
  });

  it('sends unmatched paths to the language home', () => {
    expect(route('/no-such-page')).toMatchObject({ kind: 'redirect', location: '/', status: 307 });
    expect(route('/de/no-such-page')).toMatchObject({ location: '/de' });
    expect(route('/cn/products/a/b')).toMatchObject({ location: '/cn' });
    expect(route('/de-DE/products')).toMatchObject({ location: '/' });
    expect(route('/wp-login.php')).toMatchObject({ location: '/' });
  });

  it('sends legacy keyword paths to the language home, even under a detail pattern', () => {
    for (const word of [
      'company',
      'vpp',
      'academy',
      'block-chain',
      'pv_ev_ess',
      'solar_wind_power',
      'digital-twins',
    ]) {
      expect(route(`/${word}/intro`)).toMatchObject({ kind: 'redirect', location: '/' });
      expect(route(`/it/${word}`)).toMatchObject({ kind: 'redirect', location: '/it' });
    }
    expect(route('/products/vpp-kit')).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('keeps well-formed detail paths so unknown ids can answer 404', () => {
    expect(route('/explore/news/999999')).toMatchObject({ kind: 'page' });
    expect(route('/products/unknown')).toMatchObject({ kind: 'page' });
    expect(route('/explore/blog/lfp-chemistry-explained')).toMatchObject({ kind: 'page' });
    expect(route('/explore/news/not-a-number')).toMatchObject({ kind: 'redirect' });
  });

  it('applies switchLang, stores the choice and removes the parameter', () => {
    expect(route('/products', '?switchLang=de')).toEqual({
      kind: 'redirect',
      location: '/de/products',
      status: 307,
      setLocale: 'de-DE',
    });
    expect(route('/de/products', '?switchLang=en')).toMatchObject({
      location: '/products',
      setLocale: 'en-US',
    });
    expect(route('/fr', '?switchLang=cn&page=2')).toMatchObject({
      location: '/cn?page=2',
      setLocale: 'zh-CN',
    });
  });

  it('drops an unknown switchLang without switching or storing anything', () => {
    const decision = route('/de/products', '?switchLang=xx');
    expect(decision).toEqual({ kind: 'redirect', location: '/de/products', status: 307 });
  });

  it('uses the last valid switchLang when the parameter repeats', () => {
    expect(route('/products', '?switchLang=de&switchLang=fr&switchLang=zz')).toMatchObject({
      location: '/fr/products',
      setLocale: 'fr-FR',
    });
  });

  it('detects the language on unprefixed paths: cookie first, then a zh-CN browser', () => {
    expect(route('/products', '', { cookieLocale: 'de-DE' })).toMatchObject({
      location: '/de/products',
    });
    expect(
      route('/products', '', { cookieLocale: 'en-US', acceptLanguage: 'zh-CN' }),
    ).toMatchObject({
      kind: 'page',
    });
    expect(route('/', '?q=1', { acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' })).toMatchObject({
      location: '/cn?q=1',
    });
    expect(route('/', '', { acceptLanguage: 'de-DE,de;q=0.9' })).toMatchObject({
      kind: 'page',
      locale: 'en-US',
    });
    expect(route('/', '', { cookieLocale: 'xx-YY' })).toMatchObject({
      kind: 'page',
      locale: 'en-US',
    });
  });

  it('never detects on prefixed paths', () => {
    expect(
      route('/fr/products', '', { cookieLocale: 'de-DE', acceptLanguage: 'zh-CN' }),
    ).toMatchObject({
      kind: 'page',
      locale: 'fr-FR',
    });
  });
});

describe('prefersChinese', () => {
  it('reads the highest-quality language', () => {
    expect(prefersChinese('zh-CN')).toBe(true);
    expect(prefersChinese('en;q=0.5, zh-CN;q=0.9')).toBe(true);
    expect(prefersChinese('en, zh-CN;q=0.9')).toBe(false);
    expect(prefersChinese('zh-TW')).toBe(false);
    expect(prefersChinese('')).toBe(false);
    expect(prefersChinese('garbage;;;q=abc,,')).toBe(false);
  });
});

describe('legacyHostRedirect', () => {
  const hosts = ['old.example.com'];
  it('sends a legacy host to SITE_URL with the same path and query', () => {
    expect(
      legacyHostRedirect('old.example.com', hosts, 'https://www.example.com', '/de/products?a=1'),
    ).toBe('https://www.example.com/de/products?a=1');
    expect(legacyHostRedirect('OLD.example.com:8080', hosts, 'https://x.test', '/')).toBe(
      'https://x.test/',
    );
  });
  it('leaves other hosts alone', () => {
    expect(legacyHostRedirect('www.example.com', hosts, 'https://www.example.com', '/')).toBeNull();
    expect(legacyHostRedirect(null, hosts, 'https://www.example.com', '/')).toBeNull();
    expect(legacyHostRedirect('old.example.com', [], 'https://www.example.com', '/')).toBeNull();
  });
});
