import { describe, expect, it } from 'vitest';
import { localeRewrites } from '@/lib/i18n/rewrites';
// The matcher Next itself uses for config rewrites.
import { compile, match } from 'next/dist/compiled/path-to-regexp';

/** Applies the rewrites in order, as Next does: each match rewrites the path for the next. */
function rewrite(path: string): string {
  let current = path;
  for (const rule of localeRewrites()) {
    const found = match(rule.source)(current);
    if (found) current = compile(rule.destination)(found.params as object);
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

  it('does not take words that merely start like a prefix', () => {
    expect(rewrite('/community')).toBe('/en-US/community');
    expect(rewrite('/document/cookies-policy')).toBe('/en-US/document/cookies-policy');
    expect(rewrite('/frames')).toBe('/en-US/frames');
  });
});
