import { describe, expect, it } from 'vitest';
import {
  exportHref,
  filterFromSearch,
  listQuery,
  inboxFields,
  pageCount,
} from '@/components/console/inbox/query';
import { filterPatch, patchQuery } from '@/lib/url-filter';

const params = (query: string) => new URLSearchParams(query);

describe('inbox filters in the address', () => {
  it('reads every filter the API knows', () => {
    const filter = filterFromSearch(
      'training',
      params('from=2026-01-01&to=2026-01-31&language=de&status=approved&q=%20Sonne%20&page=3'),
    );
    expect(filter).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      language: 'de',
      status: 'approved',
      q: 'Sonne',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const filter = filterFromSearch(
      'contact',
      // approved is a training state only; xx no site language; a date must be YYYY-MM-DD
      params('from=1.1.2026&language=xx&status=approved&page=-2'),
    );
    expect(filter).toEqual({ page: 1 });
  });

  it('knows each kind’s own states', () => {
    expect(filterFromSearch('newsletter', params('status=confirmed')).status).toBe('confirmed');
    expect(filterFromSearch('newsletter', params('status=handled')).status).toBeUndefined();
  });

  it('writes the query back without empty values, page 1 left out', () => {
    const searchOf = (filter: Partial<typeof inboxFields>, page: number) =>
      patchQuery('', {
        ...filterPatch(inboxFields, { ...inboxFields, ...filter }),
        page: page > 1 ? page : null,
      });
    expect(searchOf({ language: 'fr', q: '' }, 1)).toBe('language=fr');
    expect(searchOf({ status: 'new' }, 2)).toBe('status=new&page=2');
    expect(searchOf({}, 1)).toBe('');
    const round = filterFromSearch('contact', params(searchOf({ from: '2026-02-01' }, 4)));
    expect(round).toEqual({ from: '2026-02-01', page: 4 });
  });

  it('asks the list API for one page of 50', () => {
    expect(listQuery({ language: 'de', page: 2 })).toMatchObject({
      language: 'de',
      page: 2,
      size: 50,
    });
  });

  it('exports with the same filters but every page', () => {
    const href = exportHref('contact', {
      from: '2026-01-01',
      language: 'nl',
      status: 'new',
      q: 'a&b',
      page: 7,
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/api/admin/submissions/contact/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-01-01',
      language: 'nl',
      status: 'new',
      q: 'a&b',
    });
    expect(exportHref('newsletter', { page: 1 })).toBe(
      '/api/admin/submissions/newsletter/export.csv',
    );
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(51, 10)).toBe(6);
  });
});
