import { describe, expect, it } from 'vitest';
import { localeRewrites } from '@/lib/i18n/rewrites';
import { MISSING_DETAIL_HEADER, missingMark } from '@/lib/known-details';
// The matcher Next itself uses for config rewrites.
import { compile, match } from 'next/dist/compiled/path-to-regexp';

/**
 * Applies the rewrites in order, as Next does: each match rewrites the path for the next. A rule
 * with `has` needs its header, whose value's named groups join the path's params.
 */
function rewrite(path: string, headers: Record<string, string> = {}): string {
  let current = path;
  for (const rule of localeRewrites()) {
    const found = match(rule.source)(current);
    if (!found) continue;
    let params = found.params as object;
    if ('has' in rule) {
      const { key, value } = rule.has![0]!;
      const groups = new RegExp(`^${value}$`).exec(headers[key] ?? '')?.groups;
      if (!groups) continue;
      params = { ...params, ...groups };
    }
    current = compile(rule.destination)(params);
  }
  return current;
}

describe('locale rewrites', () => {
  it('maps unprefixed paths to en-US', () => {
    expect(rewrite('/')).toBe('/en-US');
    expect(rewrite('/products')).toBe('/en-US/products');
    expect(rewrite('/explore/news/12')).toBe('/en-US/explore/news/12');
    expect(rewrite('/support-center/local_support')).toBe('/en-US/support-center/local_support');
  });

  it('maps each prefix to its locale', () => {
    expect(rewrite('/cn')).toBe('/zh-CN');
    expect(rewrite('/au/products')).toBe('/en-AU/products');
    expect(rewrite('/de/explore/blog/lfp-chemistry-explained')).toBe(
      '/de-DE/explore/blog/lfp-chemistry-explained',
    );
    expect(rewrite('/it/about-us')).toBe('/it-IT/about-us');
    expect(rewrite('/nl/sitemap')).toBe('/nl-NL/sitemap');
    expect(rewrite('/fr/products/three-phase-hybrid-system')).toBe(
      '/fr-FR/products/three-phase-hybrid-system',
    );
  });

  it('leaves the API, Next assets and files alone', () => {
    for (const path of [
      '/api/health',
      '/api',
      '/_next/static/x.js',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/images/a.png',
    ]) {
      expect(rewrite(path), path).toBe(path);
    }
  });

  it("sends a detail the proxy marks unknown to its language's not-found page", () => {
    const marked = (locale: string) => ({ [MISSING_DETAIL_HEADER]: locale });
    expect(rewrite('/explore/news/987654', marked('en-US'))).toBe('/en-US/missing');
    expect(rewrite('/de/products/no-such-thing', marked('de-DE'))).toBe('/de-DE/missing');
    expect(rewrite('/cn/warranty/verify/AAAAAAAAAAAAAAAAAAAAAA', marked('zh-CN'))).toBe(
      '/zh-CN/missing',
    );
    // Any other value, or Next's files and the API, are left as they are.
    expect(rewrite('/explore/news/987654', marked('xx-XX'))).toBe('/en-US/explore/news/987654');
    expect(rewrite('/_next/static/x.js', marked('en-US'))).toBe('/_next/static/x.js');
    for (const path of ['/api/health', '/api', '/images/a.png', '/robots.txt']) {
      expect(rewrite(path, marked('en-US')), path).toBe(path);
    }
  });

  it("sends a certificate check the proxy marks to its language's check not-found page", () => {
    const marked = (locale: string) => ({
      [MISSING_DETAIL_HEADER]: missingMark('certificate', locale),
    });
    for (const [path, locale] of [
      ['/warranty/verify/AAAAAAAAAAAAAAAAAAAAAA', 'en-US'],
      ['/warranty/verify/short', 'en-US'],
      ['/de/warranty/verify/a.b', 'de-DE'],
      ["/fr/warranty/verify/'%3B%20DROP%20TABLE", 'fr-FR'],
      ['/cn/warranty/verify/AAAA/extra/segments', 'zh-CN'],
      ['/nl/warranty/verify', 'nl-NL'],
    ] as const) {
      expect(rewrite(path, marked(locale)), path).toBe(`/${locale}/missing-certificate`);
    }
    // Unmarked, a check is its page; the mark means nothing on another path or to a file.
    expect(rewrite('/de/warranty/verify/a.b')).toBe('/de-DE/warranty/verify/a.b');
    expect(rewrite('/explore/news/987654', marked('en-US'))).toBe('/en-US/explore/news/987654');
    for (const path of ['/api/warranty/verify/x', '/robots.txt', '/images/a.png']) {
      expect(rewrite(path, marked('en-US')), path).toBe(path);
    }
  });

  it('does not take words that merely start like a prefix', () => {
    expect(rewrite('/community')).toBe('/en-US/community');
    expect(rewrite('/document/cookies-policy')).toBe('/en-US/document/cookies-policy');
    expect(rewrite('/frames')).toBe('/en-US/frames');
  });
});
