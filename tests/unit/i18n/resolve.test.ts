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

  it('keeps every certificate check path, malformed or not, where other detail routes go home', () => {
    const code = 'AbCdEfGhIjKlMnOpQrSt_-';
    for (const rest of [
      `/warranty/verify/${code}`,
      '/warranty/verify/short',
      `/warranty/verify/${code.slice(0, 15)}`,
      '/warranty/verify/AbCdEfGhIjKlMnOpQrSt_!',
      "/warranty/verify/'%3B%20DROP%20TABLE%20warranty",
      `/warranty/verify/${code}/extra`,
      '/warranty/verify/a.b',
      `/warranty/verify/${'x'.repeat(5000)}`,
      // A random code may hold a legacy keyword; it is still a certificate check.
      '/warranty/verify/xyzVppAcademy0123456789',
      '/warranty/verify',
    ]) {
      for (const prefix of ['', '/cn', '/de', '/fr']) {
        expect(route(`${prefix}${rest}`), `${prefix}${rest}`).toMatchObject({
          kind: 'page',
          publicPath: `${prefix}${rest}`,
        });
      }
    }
    // The same shapes under another detail route go to the language home.
    for (const rest of ['/explore/news/short', '/products/a.b', `/explore/news/1/extra`]) {
      expect(route(`/de${rest}`), rest).toMatchObject({ kind: 'redirect', location: '/de' });
    }
    expect(route('/warranty/verifyx/abc')).toMatchObject({ kind: 'redirect', location: '/' });
    expect(route('/warranty')).toMatchObject({ kind: 'redirect', location: '/' });
    // switchLang keeps a malformed code's path in the other language.
    expect(route('/warranty/verify/short', '?switchLang=it')).toMatchObject({
      location: '/it/warranty/verify/short',
    });
  });

  it("sends the check's form to the code's own path, normalised; anything else stays a 404", () => {
    const code = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(route('/warranty/verify', `?code=${code}`)).toEqual({
      kind: 'redirect',
      location: `/warranty/verify/${code}`,
      status: 303,
    });
    const typed = encodeURIComponent(`  AbCdE fGhIj KlMnO pQrSt_-\n`);
    expect(route('/de/warranty/verify', `?code=${typed}`)).toMatchObject({
      location: `/de/warranty/verify/${code}`,
      status: 303,
    });
    const pasted = encodeURIComponent(`https://www.voltara.com/cn/warranty/verify/${code}`);
    expect(route('/fr/warranty/verify', `?code=${pasted}`)).toMatchObject({
      location: `/fr/warranty/verify/${code}`,
    });
    for (const bad of ['', 'short', encodeURIComponent("'; DROP TABLE x"), 'A'.repeat(400)]) {
      expect(route('/nl/warranty/verify', `?code=${bad}`), bad).toMatchObject({
        kind: 'page',
        locale: 'nl-NL',
      });
    }
    expect(route('/warranty/verify')).toMatchObject({ kind: 'page' });
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
