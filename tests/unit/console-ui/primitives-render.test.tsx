import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { ConsoleLangProvider } from '@/components/console/ui/console-lang';
import { DataTable } from '@/components/console/ui/data-table';
import { SelectField, TextField } from '@/components/console/ui/fields';
import { Pagination } from '@/components/console/ui/pagination';
import { StatusBadge } from '@/components/console/ui/status-badge';
import { ToastProvider } from '@/components/console/ui/toast';
import { renderServer, textOf } from '../../support/render-server';

// The shared primitives' markup: what assistive technology and the other console pages rely on.

const inLang = (lang: 'en' | 'zh', node: React.ReactNode) =>
  renderServer(<ConsoleLangProvider lang={lang}>{node}</ConsoleLangProvider>);

describe('DataTable', () => {
  const columns = [
    { key: 'id', header: 'ID', cell: (r: { id: number; t: string }) => r.id },
    { key: 't', header: 'Title', cell: (r: { id: number; t: string }) => r.t },
  ];

  it('names the table and scopes its column headers', async () => {
    const html = await renderServer(
      <DataTable
        caption="News items"
        columns={columns}
        rows={[{ id: 1, t: 'Hello' }]}
        rowKey={(r) => r.id}
        emptyText="Nothing"
      />,
    );
    expect(html).toContain('<caption class="sr-only">News items</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(textOf(html)).toContain('Hello');
  });

  it('says so when there are no rows, across all columns', async () => {
    const html = await renderServer(
      <DataTable
        caption="x"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="Nothing"
      />,
    );
    expect(html).toMatch(/<td colSpan="2"[^>]*>Nothing<\/td>/i);
  });
});

describe('fields', () => {
  it('ties the label, hint and error to the input', async () => {
    const html = await renderServer(
      <TextField id="title" label="Title" hint="Short" error="Required." isRequired name="title" />,
    );
    expect(html).toContain('<label for="title"');
    expect(html).toContain('aria-describedby="title-hint title-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('id="title-error"');
  });

  it('offers an empty first choice in a select when asked', async () => {
    const html = await renderServer(
      <SelectField label="State" emptyLabel="All" options={[{ value: 'draft', label: 'Draft' }]} />,
    );
    expect(html).toMatch(/<option value="">All<\/option><option value="draft">Draft<\/option>/);
  });
});

describe('Pagination', () => {
  it('counts pages and disables the way back on the first page', async () => {
    const html = await inLang(
      'en',
      <Pagination page={1} size={50} total={120} onPage={() => {}} />,
    );
    expect(textOf(html)).toContain('Page 1 of 3 · 120 entries');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Previous page<\/button>/);
    expect(html).not.toMatch(/disabled=""[^>]*>Next page/);
  });

  it('speaks Chinese in the Chinese console', async () => {
    const html = await inLang(
      'zh',
      <Pagination page={2} size={50} total={120} onPage={() => {}} />,
    );
    expect(textOf(html)).toContain('第 2 / 3 页 · 共 120 条');
  });
});

describe('ConfirmDialog', () => {
  it('is a labelled, described dialog that stays closed until opened', async () => {
    const html = await inLang(
      'en',
      <ConfirmDialog
        open={false}
        title="Delete this?"
        message="It cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toMatch(/<dialog aria-labelledby="([^"]+)-title" aria-describedby="\1-message"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(textOf(html)).toContain('Cancel');
  });
});

describe('StatusBadge and toasts', () => {
  it('shows the state as a word, coloured by its kind', async () => {
    const html = await renderServer(<StatusBadge status="published" label="Published" />);
    expect(html).toContain('data-status="published"');
    expect(html).toContain('text-green-900');
    expect(textOf(html)).toContain('Published');
  });

  it('has its live regions in place before any message', async () => {
    const html = await inLang('en', <ToastProvider>page</ToastProvider>);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('role="alert" aria-live="assertive"');
  });
});
