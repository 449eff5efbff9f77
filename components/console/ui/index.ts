// The console's shared UI primitives (see docs/console.md). Import from '@/components/console/ui'.
// Console code only: nothing outside app/[locale]/(console) may import components/console/**
// (the public bundles must stay free of it; tests/e2e/console.spec.ts checks).
//
// Usage, in a client component under the console layout (which provides the language and the
// toasts):
//   const t = useCommonTexts();                   // shared words, lib/console/i18n/common.ts
//   const pick = useBilingual();                  // pick(field.label) → this language's half
//   const filters = useUrlFilters({ q: '', role: '' });  // filters in the URL, applied → page 1
//   const list = useApiData<ListPage<Row>>('/admin/users', { ...filters.query, size: 50 });
//   <ListScreen label="Filter users" filters={filters} list={list} size={50}
//     fields={<TextField label={t.search} {...filters.field('q')} />}>
//     {(page) => <DataTable caption="Users" rows={page.items} rowKey={(r) => r.id}
//       columns={[{ key: 'email', header: 'E-mail', cell: (r) => r.email }]} emptyText={t.noEntries} />}
//   </ListScreen>
//   <StatusBadge status="published" label={t.states.published} />
//   <ConfirmDialog open={isOpen} title="…" message="…" confirmLabel={t.delete}
//     onConfirm={…} onCancel={() => setOpen(false)} />
//   const toast = useToast(); toast.show(t.saved); toast.show(errorMessage(e), 'error');
//   <Notice tone="error" title="…" action={<button …>Reload</button>}>message</Notice>
// API calls: consoleApi.get/post/put/del/upload from '@/lib/console/browser-client'; failures throw
// ConsoleApiError { status, message, fieldErrors } (errorMessage(e) gives the text to show).
// Dates: toLocalInput / fromLocalInput (datetime-local ↔ ISO UTC), formatDateTime(iso, lang).

export { ConsoleLangProvider, useBilingual, useCommonTexts, useConsoleLang } from './console-lang';
export { ConfirmDialog } from './confirm-dialog';
export { CsvImport, type CsvImportTexts } from './csv-import';
export { DataTable, type Column } from './data-table';
export { formatDateTime, fromLocalInput, toLocalInput } from './datetime';
export { Field, SelectField, TextAreaField, TextField, type SelectOption } from './fields';
export { FiltersBar } from './filters-bar';
export { ListScreen, type ListPage } from './list-screen';
export { LoadState } from './load-state';
export { Notice } from './notice';
export { PageHeader } from './page-header';
export { Section } from './section';
export { Pagination } from './pagination';
export { StatusBadge, type BadgeTone } from './status-badge';
export { buttonClass, inputClass, labelClass, linkClass, type ButtonTone } from './styles';
export { ToastProvider, useToast, type ToastTone } from './toast';
export { useApiData, type ApiData } from './use-api-data';
export { useListQuery } from './use-list-query';
export { useUrlFilters, type UrlFilters } from './use-url-filters';
