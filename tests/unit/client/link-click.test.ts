import { describe, expect, it } from 'vitest';
import { inPageNavigation, type LinkClick } from '@/lib/client/link-click';

const ORIGIN = 'https://voltara.example';
const page = {
  href: `${ORIGIN}/de/products`,
  origin: ORIGIN,
  pathname: '/de/products',
  search: '',
};
const plain: LinkClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

const link = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, page.href).href,
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});
const opens = (href: string, click: Partial<LinkClick> = {}, attributes = {}) =>
  inPageNavigation({ ...plain, ...click }, link(href, attributes), page)?.href ?? null;

describe('which link clicks the page follows in place (SiteLink, the build check)', () => {
  it('follows a plain click on another page of the site, with or without an anchor', () => {
    expect(opens('/de/about-us')).toBe(`${ORIGIN}/de/about-us`);
    expect(opens('/de/about-us#team')).toBe(`${ORIGIN}/de/about-us#team`);
    expect(opens('/de/products?category=home')).toBe(`${ORIGIN}/de/products?category=home`);
    expect(opens('/de/products?x=1#main')).toBe(`${ORIGIN}/de/products?x=1#main`);
    expect(opens('/de/about-us', {}, { target: '_self' })).toBe(`${ORIGIN}/de/about-us`);
  });

  it('leaves new tabs and windows to the browser: modifier keys, other buttons, targets', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(opens('/de/about-us', { [key]: true })).toBeNull();
    }
    expect(opens('/de/about-us', { button: 1 })).toBeNull();
    expect(opens('/de/about-us', {}, { target: '_blank' })).toBeNull();
  });

  it('leaves downloads, other sites and clicks another handler took to the browser', () => {
    expect(opens('/files/manual.pdf', {}, { download: '' })).toBeNull();
    expect(opens('https://example.org/de/products')).toBeNull();
    expect(opens('/de', { defaultPrevented: true })).toBeNull();
  });

  it('leaves an anchor on the same page to the browser (skip links move focus)', () => {
    expect(opens('/de/products#main')).toBeNull();
  });
});
