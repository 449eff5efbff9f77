import { describe, expect, it } from 'vitest';
import {
  applyDownloadFilter,
  downloadKeys,
  downloadOptions,
  filterDownloads,
  isFiltered,
  parseDownloadFilter,
  selectDownloads,
  type DownloadRow,
} from '@/lib/support/downloads-filter';
import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';
import { filterView, queryOf } from '@/lib/url-filter';

const row = (id: number, fields: Partial<DownloadRow>): DownloadRow => ({
  id,
  title: `Document ${id}`,
  product: 'three-phase-hybrid-system',
  series: 'H3',
  docType: 'product',
  language: 'en',
  fileType: 'pdf',
  updatedOn: '2026-03-01',
  fileUrl: `/files/downloads/doc-${id}.pdf`,
  ...fields,
});

const rows: DownloadRow[] = [
  row(1, { title: 'Hybrid system datasheet' }),
  row(2, { title: 'Limited warranty', docType: 'warranty', series: 'HV Box', language: 'de' }),
  row(3, { title: 'Company profile', docType: 'corporate', product: null, series: null }),
  row(4, { title: 'Installation video', fileType: 'video', updatedOn: '2025-11-20' }),
  row(5, { title: 'Wiring diagram', fileType: 'image', series: 'HV Box', language: 'fr' }),
  row(6, {
    title: 'Battery box manual',
    product: 'high-voltage-lfp-battery-box',
    productName: 'Stackable LFP battery',
    series: 'HV Box',
    updatedOn: '2024-06-30',
  }),
];

const ids = (params: Record<string, string | string[]>) =>
  filterDownloads(rows, params).rows.map((r) => r.id);

describe('downloadOptions', () => {
  it('offers the series, languages and years the data holds, years newest first', () => {
    expect(downloadOptions(rows)).toEqual({
      series: ['H3', 'HV Box'],
      languages: ['de', 'en', 'fr'],
      years: ['2026', '2025', '2024'],
    });
  });
});

describe('each filter alone', () => {
  it('returns every document when no filter is set', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('narrows by series', () => {
    expect(ids({ series: 'HV Box' })).toEqual([2, 5, 6]);
  });

  it('narrows by document type', () => {
    expect(ids({ type: 'warranty' })).toEqual([2]);
    expect(ids({ type: 'corporate' })).toEqual([3]);
  });

  it('narrows by document language', () => {
    expect(ids({ lang: 'fr' })).toEqual([5]);
  });

  it('narrows by update year', () => {
    expect(ids({ year: '2025' })).toEqual([4]);
  });

  it('narrows by file type', () => {
    expect(ids({ format: 'video' })).toEqual([4]);
    expect(ids({ format: 'image' })).toEqual([5]);
  });

  it('narrows by keyword in title, series or product, ignoring case', () => {
    expect(ids({ q: 'WARRANTY' })).toEqual([2]);
    expect(ids({ q: 'hv box' })).toEqual([2, 5, 6]);
    expect(ids({ q: 'lfp' })).toEqual([6]);
    expect(ids({ q: 'stackable' })).toEqual([6]);
  });

  it('requires every word of the keyword', () => {
    expect(ids({ q: 'battery manual' })).toEqual([6]);
    expect(ids({ q: 'battery datasheet' })).toEqual([]);
  });
});

describe('filters combined', () => {
  it('applies every filter at once', () => {
    expect(ids({ series: 'HV Box', format: 'pdf' })).toEqual([2, 6]);
    expect(ids({ series: 'HV Box', format: 'pdf', lang: 'en', year: '2024' })).toEqual([6]);
    expect(ids({ type: 'product', format: 'pdf', q: 'datasheet', series: 'H3' })).toEqual([1]);
  });

  it('gives an empty result when nothing matches every filter', () => {
    expect(ids({ type: 'corporate', format: 'video' })).toEqual([]);
    expect(ids({ q: 'nothing-like-this' })).toEqual([]);
  });

  it('reads values case-insensitively and takes the first of a repeated parameter', () => {
    expect(ids({ type: 'WARRANTY' })).toEqual([2]);
    expect(ids({ series: 'hv box', lang: 'FR' })).toEqual([5]);
    expect(ids({ format: ['video', 'pdf'] })).toEqual([4]);
  });
});

describe('bad input', () => {
  it('ignores unknown filter values, reading them as "any"', () => {
    const filter = parseDownloadFilter(
      { series: 'X9', type: 'manual', lang: 'xx', year: '1999', format: 'exe' },
      downloadOptions(rows),
    );
    expect(filter).toEqual({ keyword: { text: '', isTrimmed: false } });
    expect(isFiltered(filter)).toBe(false);
    expect(ids({ series: 'X9', type: 'manual', format: 'pdf' })).toEqual([1, 2, 3, 6]);
  });

  it('ignores a year that is not four digits and unknown parameters', () => {
    expect(ids({ year: '2026-01', page: '7', sort: 'drop table' })).toHaveLength(rows.length);
  });

  it('cuts an overlong keyword to the maximum length and says so', () => {
    const { filter } = filterDownloads(rows, { q: `warranty ${'x'.repeat(500)}` });
    expect(filter.keyword.isTrimmed).toBe(true);
    expect(Array.from(filter.keyword.text)).toHaveLength(MAX_KEYWORD_LENGTH);
    expect(filter.keyword.text.startsWith('warranty x')).toBe(true);
  });

  it('treats script in a keyword as plain text to search for', () => {
    const result = filterDownloads(rows, { q: '<script>alert(1)</script>' });
    expect(result.rows).toEqual([]);
    expect(result.filter.keyword.text).toBe('<script>alert(1)</script>');
  });

  it('never throws on empty data', () => {
    expect(filterDownloads([], { series: 'H3', q: 'x' }).rows).toEqual([]);
    expect(applyDownloadFilter([], { keyword: { text: '', isTrimmed: false } })).toEqual([]);
  });
});

describe('the list filter of the download center (applied in the browser)', () => {
  const keys = rows.map(downloadKeys);
  const view = (search: string) =>
    filterView(keys, selectDownloads, queryOf(new URLSearchParams(search)));

  it('marks each document with what the rules read, and not its file', () => {
    expect(keys[0]).not.toHaveProperty('fileUrl');
    expect(keys[0]).toMatchObject({ id: 1, title: 'Hybrid system datasheet', series: 'H3' });
  });

  it('shows the documents of a shared URL, as the server rules did', () => {
    const search = 'type=warranty&lang=DE';
    expect([...view(search).shown]).toEqual(ids({ type: 'warranty', lang: 'DE' }));
    expect(view(search).isFiltered).toBe(true);
  });

  it('gives each field the value the filter applies, by its query parameter', () => {
    expect(view('type=WARRANTY&series=X9&q=%20warranty%20%20box').values).toEqual({
      q: 'warranty box',
      series: '',
      type: 'warranty',
      lang: '',
      year: '',
      format: '',
    });
  });

  it('shows everything, unfiltered, for unknown values', () => {
    const odd = view('series=X9&type=manual&lang=xx&year=1&format=exe');
    expect(odd.count).toBe(rows.length);
    expect(odd.isFiltered).toBe(false);
  });
});
