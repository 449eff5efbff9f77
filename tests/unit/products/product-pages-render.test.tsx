// The product list, detail and flagship bodies rendered to HTML with the real messages of every
// locale and fixture API answers: grouping and filter, 404, spec tables, JSON-LD and every
// flagship figure in each language's number format, without a server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import {
  breadcrumbsOf,
  jsonLdOf,
  renderPage,
  renderServer,
  textOf,
} from '@/tests/support/render-server';
import { catalog } from './support/mocks';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('@/lib/i18n/client-navigation', async () => (await mocks()).i18nClientNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
vi.mock('@/lib/server/api-client', async () => (await import('./support/mocks')).apiClient);

const { productDetailPage } = await import('@/components/products/product-detail-page');
const { HybridSystemBody } = await import('@/components/products/flagship/hybrid-system-body');
const { BatteryBoxBody } = await import('@/components/products/flagship/battery-box-body');

const row = (id: string, category: string, sort: number, websiteId = 3) => ({
  id,
  category,
  sort,
  websiteId,
  state: true,
  name: `${id} ${websiteId}`,
  summary: `About ${id}`,
  coverUrl: `/images/products/${id}.svg`,
});

beforeEach(() => {
  resetRenderState();
  catalog.products = [
    row('ev-charger', 'charger', 6),
    row('three-phase-hybrid-system', 'home-system', 1),
    row('high-voltage-lfp-battery-box', 'battery', 2),
    row('rack-battery', 'battery', 3),
    row('hybrid-inverter', 'inverter', 4),
    row('gadget', 'novelty', 5),
    { ...row('draft', 'battery', 0), state: false },
    row('speicher', 'battery', 1, 4),
  ];
  catalog.details = new Map([
    [
      '/products/hybrid-inverter?lang=en',
      {
        ...row('hybrid-inverter', 'inverter', 4),
        body: '## Highlights\n\n- Quiet <script>alert(1)</script>',
        specs: [
          { title: 'Output', rows: [{ label: 'Rated power', value: '5–13 kW' }] },
          { title: 'Broken', rows: 'no' },
        ],
      },
    ],
  ]);
});

const listHtml = (category?: string | string[]) =>
  renderPage(
    import('@/app/[locale]/(site)/products/page'),
    { locale: renderState.locale },
    category === undefined ? {} : { category },
  );
const groupHeadings = (html: string) =>
  [...html.matchAll(/<h2 id="category-[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);

describe('product list', () => {
  it('groups the visitor’s products by category in catalogue order, unknown ones last', async () => {
    const html = await listHtml();
    expect(groupHeadings(html)).toEqual([
      'Home systems',
      'Batteries',
      'Inverters',
      'AC and EV chargers',
      'Other',
    ]);
    expect(html).not.toContain('draft');
    expect(html).not.toContain('speicher');
    expect(html).toContain('<h1');
    expect(renderState.errors).toEqual([]);
  });

  it('links the flagship products to their own pages and the others to their detail', async () => {
    const html = await listHtml();
    expect(html).toContain('href="/products/three-phase-home-battery-energy-storage-system"');
    expect(html).toContain('href="/products/high-voltage-lfp-battery"');
    expect(html).toContain('href="/products/rack-battery"');
    expect(html).toContain('src="/images/products/rack-battery.svg"');
  });

  it('renders every group for any query, the same HTML, with the count', async () => {
    const all = await listHtml();
    for (const category of ['battery', '<script>', ['battery', 'charger']]) {
      expect(await listHtml(category)).toBe(all);
    }
    expect(all).toMatch(/<a href="\/products" aria-current="page"/);
    expect(all).toMatch(/<p role="status"[^>]*>\d+ products<\/p>/);
    expect(all).not.toContain('data-nojs-only');
  });

  it('shows the translated "no data" when a language has no products', async () => {
    renderState.locale = 'fr-FR';
    expect(await listHtml()).toContain('Aucune donnée');
  });

  it('leads Home › All Products above the heading, with or without a filter', async () => {
    for (const category of [undefined, 'battery']) {
      const trail = breadcrumbsOf(await listHtml(category));
      expect(trail?.crumbs, category).toEqual([
        { name: 'Home', href: '/' },
        { name: 'All Products' },
      ]);
      expect(trail?.textBefore).toBe('');
      expect(trail?.textToHeading).toBe('');
    }
  });

  it('uses the German category headings', async () => {
    renderState.locale = 'de-DE';
    expect(groupHeadings(await listHtml())).toEqual(['Batterien']);
  });
});

describe('product detail', () => {
  const params = (id: string) => ({ params: Promise.resolve({ locale: renderState.locale, id }) });

  it('shows name, sanitized body, captioned spec tables and its contact block', async () => {
    const html = await renderServer(productDetailPage.Page(params('hybrid-inverter')));
    expect(html).toMatch(/<h1[^>]*>hybrid-inverter 3<\/h1>/);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<caption');
    expect(html).toContain('>Output</caption>');
    expect(html).toContain('<th scope="row"');
    expect(html).not.toContain('Broken');
    expect(html).toMatch(/role="region" aria-label="Output" tabindex="0"/i);
    // Both contact buttons lead to the page's own contact block, whose form loads on demand.
    expect(html.match(/href="\/products\/hybrid-inverter#contact"/g)).toHaveLength(2);
    expect(html).toMatch(
      /<div id="contact"[^>]*>\s*<section aria-labelledby="contact-form-heading"/,
    );
    expect(html).not.toContain('<form');
  });

  it('leads Home › All Products › the product name right above its category and heading', async () => {
    const html = await renderServer(productDetailPage.Page(params('hybrid-inverter')));
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs).toEqual([
      { name: 'Home', href: '/' },
      { name: 'All Products', href: '/products' },
      { name: 'hybrid-inverter 3' },
    ]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('Inverters');
    expect(trail?.jsonLd).toMatchObject({
      itemListElement: [
        { position: 1, item: 'http://localhost:3000' },
        { position: 2, item: 'http://localhost:3000/products' },
        { position: 3, item: 'http://localhost:3000/products/hybrid-inverter' },
      ],
    });
  });

  it('publishes a Product with an absolute image, the brand and the id as SKU', async () => {
    const html = await renderServer(productDetailPage.Page(params('hybrid-inverter')));
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'hybrid-inverter 3',
      description: 'About hybrid-inverter',
      sku: 'hybrid-inverter',
      category: 'Inverters',
      brand: { '@type': 'Brand', name: 'Voltara' },
      image: 'http://localhost:3000/images/products/hybrid-inverter.svg',
    });
  });

  it('offers the flagship page from the flagship product detail', async () => {
    catalog.details.set('/products/three-phase-hybrid-system?lang=en', {
      ...row('three-phase-hybrid-system', 'home-system', 1),
      body: '',
      specs: [],
    });
    const html = await renderServer(productDetailPage.Page(params('three-phase-hybrid-system')));
    expect(html).toContain('href="/products/three-phase-home-battery-energy-storage-system"');
  });

  it('is a 404 for an unknown or malformed id, before rendering anything', async () => {
    const notFound = /NEXT_HTTP_ERROR_FALLBACK;404/;
    await expect(productDetailPage.Page(params('unknown'))).rejects.toThrow(notFound);
    await expect(productDetailPage.Page(params('../x'))).rejects.toThrow(notFound);
    expect(await productDetailPage.generateMetadata(params('unknown'))).toEqual({});
  });

  it('takes its title and description from the product', async () => {
    const metadata = await productDetailPage.generateMetadata(params('hybrid-inverter'));
    expect(metadata).toMatchObject({
      title: 'hybrid-inverter 3',
      description: 'About hybrid-inverter',
      alternates: { canonical: 'http://localhost:3000/products/hybrid-inverter' },
    });
  });
});

const figures = {
  'en-US': {
    hybrid: ['5–13 kW', '9.98–29.94 kWh', 'up to 2x', 'up to 5', '149.76 kWh', '16/26 A', '110%'],
    battery: ['4.99–29.94 kWh', '> 10,000 cycles', '1C', '15 min', '75%', '100%', '−20 °C'],
    system: ['60 kW and 62.5 kW', 'up to 10', 'up to 99%', 'within 15 s', '< 25 dB'],
  },
  'de-DE': {
    hybrid: ['9,98–29,94 kWh', 'bis zu 2-fach', 'bis zu 5', '149,76 kWh', '16/26 A', '110 %'],
    battery: ['4,99–29,94 kWh', '> 10.000 Zyklen', '1C', '15 Min.', '75 %', '100 %', '−20 °C'],
    system: ['60 kW und 62,5 kW', 'bis zu 10', 'bis zu 99 %', 'innerhalb von 15 s', '< 25 dB'],
  },
};
const everywhere = ['IP55/IP65/IP66', '< 10 ms', '25 dB', '15 s'];

describe('flagship pages', () => {
  for (const locale of ['en-US', 'de-DE'] as const) {
    it(`carry every flagship figure in ${locale} number format`, async () => {
      renderState.locale = locale;
      const hybrid = textOf(await renderServer(HybridSystemBody()));
      const battery = textOf(await renderServer(BatteryBoxBody()));
      const { hybrid: h, battery: b, system: s } = figures[locale];
      for (const figure of [...h, ...s]) expect(hybrid, figure).toContain(figure);
      for (const figure of [...b, ...s]) expect(battery, figure).toContain(figure);
      const range = locale === 'de-DE' ? '−20 bis 55 °C' : '−20 to 55 °C';
      for (const text of [hybrid, battery]) expect(text).toContain(range);
    });
  }

  it('render in all seven languages without a missing message', async () => {
    for (const locale of locales) {
      renderState.locale = locale;
      for (const body of [HybridSystemBody, BatteryBoxBody]) {
        const text = textOf(await renderServer(body()));
        for (const figure of everywhere) expect(text, `${locale} ${figure}`).toContain(figure);
      }
    }
    expect(renderState.errors).toEqual([]);
  });

  it('lead Home › All Products › the flagship above the heading, as staticPage does', async () => {
    const html = await renderPage(
      import('@/app/[locale]/(site)/products/high-voltage-lfp-battery/page'),
      { locale: 'en-US' },
    );
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs).toEqual([
      { name: 'Home', href: '/' },
      { name: 'All Products', href: '/products' },
      { name: 'Battery Box' },
    ]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
    expect(html.match(/"@type":"BreadcrumbList"/g)).toHaveLength(1);
  });

  it('put the figures in captioned tables, sections from h2, and a Product JSON-LD', async () => {
    const html = await renderServer(HybridSystemBody());
    expect(html).not.toMatch(/<h1/);
    expect(html.match(/<caption/g)).toHaveLength(4);
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      sku: 'three-phase-hybrid-system',
      category: 'Home systems',
      brand: { name: 'Voltara' },
      image: 'http://localhost:3000/images/products/flagship-hybrid-system.svg',
      url: 'http://localhost:3000/products/three-phase-home-battery-energy-storage-system',
    });
  });
});
