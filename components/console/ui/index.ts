// The console's shared UI primitives (issue 7). Import from '@/components/console/ui'.
// Console code only: nothing outside app/[locale]/(console) may import components/console/**
// (the public bundles must stay free of it; tests/e2e/console.spec.ts checks).
//
// Usage, in a client component under the console layout (which provides the language and the
// toasts):
//   const t = useCommonTexts();                   // shared words, lib/console/i18n/common.ts
//   const pick = useBilingual();                  // pick(field.label) → this language's half
//   const { params, page, set } = useListQuery(); // filters in the URL; set({ q }) → page 1
//   const list = useApiData<{ items: Row[]; total: number }>('/admin/users', { ...params, page });
//   <FiltersBar label="Filter users" onSubmit={() => set({ q: draft })}>
//     <TextField label={t.search} value={draft} onChange={(e) => setDraft(e.target.value)} />
//   </FiltersBar>
//   <LoadState {...list} onRetry={list.reload} />
//   <DataTable caption="Users" rows={list.data?.items ?? []} rowKey={(r) => r.id}
//     columns={[{ key: 'email', header: 'E-mail', cell: (r) => r.email }]} emptyText={t.noEntries} />
//   <Pagination page={page} size={50} total={list.data?.total ?? 0} onPage={(p) => set({ page: p })} />
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
export { DataTable, type Column } from './data-table';
export { formatDateTime, fromLocalInput, toLocalInput } from './datetime';
export { Field, SelectField, TextAreaField, TextField, type SelectOption } from './fields';
export { FiltersBar } from './filters-bar';
export { LoadState } from './load-state';
export { Notice } from './notice';
export { PageHeader } from './page-header';
export { Section } from './section';
export { Pagination } from './pagination';
export { StatusBadge, type BadgeTone } from './status-badge';
export { buttonClass, inputClass, labelClass, linkClass, type ButtonTone } from './styles';
export { ToastProvider, useToast, type ToastTone } from './toast';
export { useApiData, type ApiData } from './use-api-data';
export { useFilterDraft } from './use-filter-draft';
export { useListQuery } from './use-list-query';
