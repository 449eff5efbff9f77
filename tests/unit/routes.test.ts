import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamicRoutes, isKnownPath, staticRoutes } from '@/lib/routes';
import { accountMenu, legalMenu, mainMenu, pathOf } from '@/lib/site-menu';

const appDir = path.resolve(import.meta.dirname, '../../app/[locale]');

/**
 * Every page.tsx under app/[locale], as the public path it serves (route groups dropped), but
 * the editor console's (console) group: its pages are not public routes (isConsolePath).
 */
function pagePaths(dir = appDir, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === '(console)') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const segment = /^\(.*\)$/.test(name) ? '' : `/${name}`;
      return pagePaths(full, prefix + segment);
    }
    return name === 'page.tsx' ? [prefix || '/'] : [];
  });
}

// Pages with no public path of their own: the proxy rewrites to them (an unknown detail id's
// stored not-found page, lib/known-details.ts); a visitor who types one is sent home.
const internalPages = ['/missing', '/missing-certificate'];

describe('route table', () => {
  it('matches the page files one to one', () => {
    const expected = [
      ...staticRoutes.map((r) => r.path),
      ...dynamicRoutes.map((r) => `${r.base}/[${r.param}]`),
      ...internalPages,
    ].sort();
    expect(pagePaths().sort()).toEqual(expected);
  });

  it('gives the internal pages no public path', () => {
    for (const page of internalPages) expect(isKnownPath(page), page).toBe(false);
  });

  it('puts layout-disabled routes in the (bare) group and the rest in (site)', () => {
    for (const route of staticRoutes) {
      const group = route.layout === 'bare' ? '(bare)' : '(site)';
      const file = path.join(appDir, group, route.path === '/' ? '' : route.path, 'page.tsx');
      expect(statSync(file).isFile(), route.path).toBe(true);
    }
    expect(staticRoutes.filter((r) => r.layout === 'bare').map((r) => r.path)).toEqual(
      expect.arrayContaining(['/login', '/contact-us']),
    );
  });

  it('has unique keys and paths', () => {
    expect(new Set(staticRoutes.map((r) => r.key)).size).toBe(staticRoutes.length);
    expect(new Set(staticRoutes.map((r) => r.path)).size).toBe(staticRoutes.length);
  });

  it('knows detail paths only with a well-formed id', () => {
    expect(isKnownPath('/explore/news/12')).toBe(true);
    expect(isKnownPath('/explore/news/0')).toBe(false);
    expect(isKnownPath('/products/high-voltage-lfp-battery-box')).toBe(true);
    expect(isKnownPath('/products/a.b')).toBe(false);
    expect(isKnownPath(`/explore/blog/${'a'.repeat(200)}`)).toBe(false);
  });

  it('knows every certificate check path, its code well-formed or not', () => {
    expect(isKnownPath('/warranty/verify/AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isKnownPath('/warranty/verify/short')).toBe(true);
    expect(isKnownPath('/warranty/verify/a.b/c')).toBe(true);
    expect(isKnownPath('/warranty/verify')).toBe(true);
    expect(isKnownPath('/warranty/verifyx')).toBe(false);
    expect(isKnownPath('/warranty')).toBe(false);
  });

  it('knows the console at /admin and below, and nothing merely starting with "admin"', () => {
    expect(isKnownPath('/admin')).toBe(true);
    expect(isKnownPath('/admin/content/news/7')).toBe(true);
    expect(isKnownPath('/administrator')).toBe(false);
    expect(staticRoutes.some((r) => r.path.startsWith('/admin'))).toBe(false);
  });

  it('links every page but the home, the result and placeholder pages and search from the menus', () => {
    const sections = [...mainMenu, accountMenu, legalMenu];
    const linked = new Set(sections.flatMap((s) => s.pages.map(pathOf)));
    const unlinked = staticRoutes.filter((r) => !linked.has(r.path)).map((r) => r.path);
    expect(unlinked.sort()).toEqual(['/', '/newsletter', '/page-under-maintenance', '/search']);
  });
});
