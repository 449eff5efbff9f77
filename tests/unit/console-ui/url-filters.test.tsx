import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filterPatch, patchQuery, readFilters } from '@/lib/url-filter';
import { renderServer, textOf } from '../../support/render-server';

// A console list keeps its filters in the address only: read from it when the screen renders,
// written to it when they are applied, so a list survives a reload and can be shared.

const address = { pathname: '/admin/users', search: '' };
const replace = vi.fn();

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouter: () => ({ push: () => undefined, replace, refresh: () => undefined }),
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.search),
}));

const { useUrlFilters } = await import('@/components/console/ui/use-url-filters');
const { UsersPanel } = await import('@/components/console/users/users-panel.client');
const { ConsoleLangProvider } = await import('@/components/console/ui/console-lang');
const { usersTexts } = await import('@/lib/console/i18n/users');

type Filters = ReturnType<typeof useUrlFilters<{ q: string; role: string; sort: string }>>;

/** The filters a screen gets for the current address (its handlers keep working afterwards). */
async function filtersAt(search: string): Promise<Filters> {
  address.search = search;
  let seen: Filters | undefined;
  function Probe() {
    seen = useUrlFilters(
      { q: '', role: '', sort: 'source' },
      { choices: { role: ['editor', 'admin'] } },
    );
    return null;
  }
  await renderServer(<Probe />);
  return seen!;
}

beforeEach(() => {
  replace.mockClear();
  address.search = '';
});

describe('the filters in the address', () => {
  it('reads each field, its default where the address says nothing or what it may not hold', async () => {
    const filters = await filtersAt('q=anna&role=owner&page=3');
    expect(filters.filter).toEqual({ q: 'anna', role: '', sort: 'source' });
    expect(filters.draft).toEqual(filters.filter);
    expect(filters.page).toBe(3);
    expect(filters.query).toEqual({ q: 'anna', role: '', sort: 'source', page: 3 });
  });

  it('writes an applied filter to the address, from page 1, defaults and empty fields left out', async () => {
    const filters = await filtersAt('role=editor&page=3');
    filters.apply({ ...filters.draft, q: 'anna' });
    expect(replace).toHaveBeenCalledExactlyOnceWith('/admin/users?role=editor&q=anna', {
      scroll: false,
    });
    replace.mockClear();
    filters.apply({ q: '', role: '', sort: 'hits' });
    expect(replace).toHaveBeenCalledExactlyOnceWith('/admin/users?sort=hits', { scroll: false });
  });

  it('applies the draft as it is when given nothing else', async () => {
    const filters = await filtersAt('q=anna&page=2');
    filters.apply();
    expect(replace).toHaveBeenCalledExactlyOnceWith('/admin/users?q=anna', { scroll: false });
  });

  it('clears every filter on reset, and keeps them when only the page changes', async () => {
    const filters = await filtersAt('q=anna&role=admin&page=2');
    filters.reset();
    expect(replace).toHaveBeenLastCalledWith('/admin/users', { scroll: false });
    filters.setPage(4);
    expect(replace).toHaveBeenLastCalledWith('/admin/users?q=anna&role=admin&page=4', {
      scroll: false,
    });
    filters.setPage(1);
    expect(replace).toHaveBeenLastCalledWith('/admin/users?q=anna&role=admin', { scroll: false });
    filters.set({ role: 'editor' });
    expect(replace).toHaveBeenLastCalledWith('/admin/users?q=anna&role=editor', { scroll: false });
  });

  it('binds a field to the draft by its query name', async () => {
    const filters = await filtersAt('q=anna');
    expect(filters.field('q')).toMatchObject({ name: 'q', value: 'anna' });
  });
});

describe('a list screen', () => {
  it('shows the filters of the address in its fields when the page is rendered', async () => {
    address.search = 'q=anna&role=editor&page=2';
    const html = await renderServer(
      <ConsoleLangProvider lang="en">
        <UsersPanel />
      </ConsoleLangProvider>,
    );
    const t = usersTexts.en.users.filters;
    expect(html).toMatch(new RegExp(`<form[^>]*role="search"[^>]*aria-label="${t.legend}"`));
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*value="anna"/);
    expect(html).toMatch(/<option value="editor" selected="">/);
    expect(textOf(html)).toContain('Reset');
  });
});

describe('the pure parts', () => {
  it('patches a query: a value sets, nothing removes, any change but the page goes to page 1', () => {
    expect(patchQuery('a=1&page=3', { b: 'x' })).toBe('a=1&b=x');
    expect(patchQuery('a=1&page=3', { a: '' })).toBe('');
    expect(patchQuery('a=1', { page: 2 })).toBe('a=1&page=2');
    expect(patchQuery('a=1&page=2', { page: null })).toBe('a=1');
  });

  it('reads and writes a filter against its defaults', () => {
    const defaults = { sort: 'source', q: '' };
    expect(readFilters(defaults, new URLSearchParams('sort=hits&other=1'))).toEqual({
      sort: 'hits',
      q: '',
    });
    expect(filterPatch(defaults, { sort: 'source', q: 'x' })).toEqual({ sort: null, q: 'x' });
  });
});
