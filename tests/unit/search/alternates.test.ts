import { describe, expect, it } from 'vitest';
import { alternateLanguages, itemAlternates, siteUrl } from '@/lib/site-url';

describe('alternates of an item in some languages only', () => {
  it('lists those languages, with x-default on English when present', () => {
    const links = itemAlternates('/explore/news/5', ['de', 'en']);
    expect(links).toEqual({
      'en-US': `${siteUrl()}/explore/news/5`,
      'de-DE': `${siteUrl()}/de/explore/news/5`,
      'x-default': `${siteUrl()}/explore/news/5`,
    });
  });

  it('puts x-default on the first language present when English is not', () => {
    const links = itemAlternates('/explore/blog/x', ['fr', 'de']);
    expect(Object.keys(links).sort()).toEqual(['de-DE', 'fr-FR', 'x-default']);
    expect(links['x-default']).toBe(`${siteUrl()}/de/explore/blog/x`);
  });

  it('is every language for an item in all seven', () => {
    const all = itemAlternates('/products/p', ['cn', 'au', 'en', 'de', 'it', 'nl', 'fr']);
    expect(all).toEqual(alternateLanguages('/products/p'));
  });
});
