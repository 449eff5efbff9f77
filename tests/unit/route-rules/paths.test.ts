import { describe, expect, it } from 'vitest';
import { canonicalSegments, parseSource, parseTarget, readablePath } from '@/lib/route-rules/paths';

const problem = (parsed: { ok: boolean; problem?: { code: string } }) =>
  parsed.ok ? 'ok' : parsed.problem!.code;

describe('route rule sources', () => {
  it('stores exact paths and prefixes in one canonical form', () => {
    expect(parseSource('/old-page')).toMatchObject({
      ok: true,
      source: '/old-page',
      kind: 'exact',
    });
    expect(parseSource('/old/')).toMatchObject({ source: '/old', kind: 'exact' });
    expect(parseSource('/old/*')).toMatchObject({
      ok: true,
      source: '/old/*',
      kind: 'prefix',
      segments: ['old'],
    });
    // Written decoded, encoded, or with lower-case escapes: one source.
    const forms = ['/产品', '/%E4%BA%A7%E5%93%81', '/%e4%ba%a7%e5%93%81'].map(
      (s) => (parseSource(s) as { source: string }).source,
    );
    expect(new Set(forms)).toEqual(new Set(['/%E4%BA%A7%E5%93%81']));
    expect(parseSource('/a b')).toMatchObject({ source: '/a%20b' });
    expect(readablePath('/%E4%BA%A7%E5%93%81')).toBe('/产品');
  });

  it('refuses what is not a path', () => {
    for (const input of [
      'old',
      'https://old.example.com/x',
      '//evil.example',
      '/a//b',
      '/a/../b',
    ]) {
      expect(problem(parseSource(input)), input).toBe('notPath');
    }
    expect(problem(parseSource('/a\\b'))).toBe('notPath');
    expect(problem(parseSource('/page.aspx?id=5'))).toBe('sourceQuery');
    expect(problem(parseSource('/old#top'))).toBe('sourceQuery');
    expect(problem(parseSource('/old*'))).toBe('splatPlace');
    expect(problem(parseSource('/*/x'))).toBe('splatPlace');
    expect(problem(parseSource(''))).toBe('required');
  });

  it('refuses line breaks, control characters, overlong text and bad escapes', () => {
    expect(problem(parseSource('/a\r\nSet-Cookie: x=1'))).toBe('controlChars');
    expect(problem(parseSource('/a\tb'))).toBe('controlChars');
    expect(problem(parseSource(`/${'a'.repeat(1999)}`))).toBe('ok');
    expect(problem(parseSource(`/${'a'.repeat(2000)}`))).toBe('tooLong');
    expect(problem(parseSource('/%ZZ'))).toBe('badEncoding');
    expect(problem(parseSource('/%FF'))).toBe('badEncoding');
    expect(problem(parseSource('/%E4%BA'))).toBe('badEncoding');
  });

  it('refuses a language prefix: the language is the rule’s variant', () => {
    for (const input of ['/de/old', '/en/old', '/cn/*', '/fr']) {
      expect(problem(parseSource(input)), input).toBe('languagePrefix');
    }
    expect(problem(parseSource('/deutsch/old'))).toBe('ok');
  });

  it('refuses a source that shadows a page, the console, the API or a file', () => {
    const shadow = (input: string) => {
      const parsed = parseSource(input);
      return parsed.ok ? null : parsed.problem.params?.page;
    };
    expect(shadow('/')).toBe('/');
    expect(shadow('/*')).toBe('/');
    expect(shadow('/products')).toBe('/products');
    expect(shadow('/about-us/')).toBe('/about-us');
    // Detail patterns: any well-formed id is a page (it answers 404 when no item has it).
    expect(shadow('/explore/news/12')).toBe('/explore/news/12');
    expect(shadow('/products/old-battery')).toBe('/products/old-battery');
    // Prefixes take what lies below them.
    expect(shadow('/explore/*')).toBe('/explore/expo');
    expect(shadow('/products/*')).toBe('/products');
    expect(shadow('/support-center/*')).toBe('/support-center/faqs');
    expect(shadow('/admin')).toBe('/admin');
    expect(shadow('/admin/x/*')).toBe('/admin');
    expect(shadow('/api/news')).toBe('/api');
    expect(shadow('/_next/static/x.js')).toBe('/_next');
    expect(shadow('/robots.txt')).toBe('/robots.txt');
    expect(shadow('/images/*')).toBe('/images/');
    expect(shadow('/images/logo.png')).toBe('/images/logo.png');
    // Not pages: free for rules.
    expect(shadow('/explore')).toBeNull();
    expect(shadow('/products/old/battery')).toBeNull();
    expect(shadow('/products/a/*')).toBe('/products/a');
    expect(shadow('/explore/news/old/*')).toBeNull();
    expect(shadow('/company/history')).toBeNull();
  });
});

describe('route rule targets', () => {
  it('keeps a path of the site, with a splat at its end, a query and a fragment', () => {
    expect(parseTarget('/new')).toMatchObject({
      ok: true,
      target: '/new',
      absolute: false,
      base: '/new',
      splat: false,
    });
    expect(parseTarget('/new/:splat')).toMatchObject({
      target: '/new/:splat',
      base: '/new',
      splat: true,
    });
    expect(parseTarget('/:splat')).toMatchObject({ target: '/:splat', base: '', splat: true });
    expect(parseTarget('/')).toMatchObject({ target: '/', base: '/' });
    expect(parseTarget('/new/?a=1&b=x y#top')).toMatchObject({
      target: '/new?a=1&b=x%20y#top',
      query: 'a=1&b=x%20y',
      hash: '#top',
    });
    expect(parseTarget('/产品')).toMatchObject({ target: '/%E4%BA%A7%E5%93%81' });
  });

  it('keeps http(s) addresses elsewhere, with a splat at the end of their path', () => {
    expect(parseTarget('https://apps.example.com/app/:splat?ref=site')).toMatchObject({
      ok: true,
      absolute: true,
      base: 'https://apps.example.com/app',
      splat: true,
      query: 'ref=site',
      target: 'https://apps.example.com/app/:splat?ref=site',
    });
    expect(parseTarget('HTTP://Hub.Example.com')).toMatchObject({
      target: 'http://hub.example.com/',
    });
  });

  it('refuses script and data schemes, and every scheme but http(s)', () => {
    for (const input of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'ftp://files.example.com/x',
      'mailto:a@example.com',
    ]) {
      expect(problem(parseTarget(input)), input).toBe('badScheme');
    }
    expect(problem(parseTarget('java\nscript:alert(1)'))).toBe('controlChars');
  });

  it('refuses line breaks, protocol-relative and malformed addresses, credentials, bad escapes', () => {
    expect(problem(parseTarget('/new\r\nLocation: https://evil.example'))).toBe('controlChars');
    expect(problem(parseTarget('//evil.example/x'))).toBe('notPath');
    expect(problem(parseTarget('/\\evil.example'))).toBe('notPath');
    expect(problem(parseTarget('https:///x'))).toBe('notUrl');
    expect(problem(parseTarget('https://user:pw@example.com/'))).toBe('credentials');
    expect(problem(parseTarget('/new?q=%ZZ'))).toBe('badEncoding');
    expect(problem(parseTarget('https://example.com/%FF'))).toBe('badEncoding');
    expect(problem(parseTarget(`/${'n'.repeat(2000)}`))).toBe('tooLong');
    expect(problem(parseTarget('/new/:splat/more'))).toBe('splatPlace');
    expect(problem(parseTarget('/new?x=:splat'))).toBe('splatPlace');
    expect(problem(parseTarget('/de/neu'))).toBe('languagePrefix');
    expect(problem(parseTarget('/new?switchLang=de'))).toBe('switchLang');
    expect(problem(parseTarget('http://localhost:3000/x', 'http://localhost:3000'))).toBe(
      'ownSite',
    );
  });
});

describe('canonical request segments', () => {
  it('decodes and encodes again; plain paths stay as they are', () => {
    expect(canonicalSegments('/a/b')).toEqual(['a', 'b']);
    expect(canonicalSegments('/%7Ea/%e4%ba%a7')).toEqual(['~a', '%E4%BA%A7']);
    expect(canonicalSegments('/a%2Fb')).toEqual(['a%2Fb']);
    expect(canonicalSegments('/%FF')).toBeNull();
  });
});
