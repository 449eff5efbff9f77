import { expect, type Page } from '@playwright/test';

// requirements: Performance — one layout grid. On every kind of page the h1, the breadcrumb
// trail, every band of the page (intro, sections, calls to action) and the header and footer
// start at one left edge, at phone, laptop and wide-screen widths. A band's edge is where its
// leftmost visible content starts: text, a picture, a control, or a card's own box; not a
// full-width background. layout-grid.spec.ts measures gridPages at three widths; a11y.spec.ts
// every other page of the route table at 1920 px, in the load of its axe check.

/** The pages that show most kinds of band: measured at three widths (layout-grid.spec.ts). */
export const gridPages = [
  '/',
  '/products',
  '/products/power-conversion-system',
  '/products/high-voltage-lfp-battery',
  '/explore/news',
  '/explore/news/1',
  '/support-center/downloads',
  '/about-us',
  '/installer',
  '/de/contact-us',
  '/login',
];

type Measure = { viewport: number; edges: { what: string; left: number }[] };

/**
 * The left edge of the h1, of the trail, and of every band of main, header and footer. A band
 * is a block that stacks on the others: a wrapper of stacked blocks is split into them, down to
 * a row of columns (grid, flex), a card (its own border or background), a list, or text.
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const isShown = (rect: DOMRect) => rect.width > 0 && rect.height > 0;
    const isHidden = (style: CSSStyleDeclaration) =>
      style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed';
    // A box of its own (a card, a field, a band of colour) that does not span the whole page.
    const isCard = (element: Element, style: CSSStyleDeclaration) =>
      ((parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== 'none') ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)') &&
      element.getBoundingClientRect().width < viewport - 2;
    // A decoration hung outside its block, like a list's marker (the timeline's dots).
    const isHung = (element: Element, style: CSSStyleDeclaration) =>
      style.position === 'absolute' && element.getAttribute('aria-hidden') === 'true';
    // Content whose own box is what the eye lines up (a list's markers hang in its padding).
    const boxed = new Set(['IMG', 'SVG', 'VIDEO', 'IFRAME', 'INPUT', 'SELECT', 'TEXTAREA']);
    const blocks = new Set(['block', 'flow-root', 'list-item', 'table']);

    function leftOf(root: Element): number | null {
      let left = Infinity;
      const consider = (rect: DOMRect) => {
        // Off-screen content (the forms' trap field for bots) is no content.
        if (isShown(rect) && rect.right > 0) left = Math.min(left, rect.left);
      };
      const visit = (element: Element) => {
        const style = getComputedStyle(element);
        if (isHidden(style) || isHung(element, style)) return;
        if (element.matches('.sr-only, script, style, template')) return;
        const tag = element.tagName.toUpperCase();
        if (boxed.has(tag) || tag === 'UL' || tag === 'OL' || tag === 'TABLE') {
          consider(element.getBoundingClientRect());
          if (tag !== 'UL' && tag !== 'OL') return;
        } else if (isCard(element, style)) consider(element.getBoundingClientRect());
        for (const node of element.childNodes) {
          if (node instanceof Element) visit(node);
          else if (node instanceof Text && node.data.trim()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) consider(rect);
          }
        }
      };
      visit(root);
      return left === Infinity ? null : Math.round(left);
    }

    function bandsOf(element: Element): Element[] {
      const style = getComputedStyle(element);
      if (isHidden(style)) return [];
      const children = [...element.children].filter((c) => !isHidden(getComputedStyle(c)));
      const hasText = [...element.childNodes].some((n) => n instanceof Text && n.data.trim());
      const stacks =
        blocks.has(style.display) &&
        !isCard(element, style) &&
        !/^(UL|OL|TABLE|P|H[1-6])$/.test(element.tagName) &&
        !hasText &&
        children.length > 0 &&
        children.every((c) => blocks.has(getComputedStyle(c).display) || c.tagName === 'SCRIPT');
      return stacks ? children.flatMap(bandsOf) : [element];
    }

    const edges: { what: string; left: number | null }[] = [];
    const h1 = document.querySelector('main h1');
    if (h1) edges.push({ what: 'h1', left: leftOf(h1) });
    const trail = document.querySelector('main nav ol:has([aria-current="page"])');
    if (trail) edges.push({ what: 'breadcrumbs', left: leftOf(trail) });
    const regions = [...document.querySelectorAll('body > header, main, body > footer')];
    for (const band of regions.flatMap(bandsOf)) {
      const name = band.id || band.getAttribute('aria-labelledby') || band.className.slice(0, 40);
      edges.push({ what: `${band.tagName.toLowerCase()} ${name}`, left: leftOf(band) });
    }
    return {
      viewport,
      edges: edges.flatMap((e) => (e.left === null ? [] : [{ what: e.what, left: e.left }])),
    };
  });
}

/** Opens a page that must exist and waits for its h1. */
export async function loadPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.locator('main h1').first().waitFor();
}

/** Every band of the page shown starts where its h1 does, on the grid's edge. */
export async function expectOneEdge(page: Page, where: string) {
  const { viewport, edges } = await measure(page);
  const h1 = edges.find((e) => e.what === 'h1');
  expect(h1, `${where}: the page has an h1`).toBeDefined();
  // The grid: 16 px from the edge up to 1280 px, then a 1280 px column in the middle.
  expect(h1!.left, `${where}: the h1's edge`).toBe(
    Math.round(Math.max(0, (viewport - 1280) / 2)) + 16,
  );
  expect(edges.length, `${where}: bands were measured`).toBeGreaterThan(3);
  const off = edges.filter((e) => Math.abs(e.left - h1!.left) > 1);
  expect(off, `${where}: bands off the h1's edge (${h1!.left} px)`).toEqual([]);
}
