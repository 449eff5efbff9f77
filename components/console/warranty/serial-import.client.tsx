'use client';

import { useConsoleLang } from '@/components/console/ui/console-lang';
import { CsvImport } from '@/components/console/ui/csv-import';
import { DataTable } from '@/components/console/ui/data-table';
import { Notice } from '@/components/console/ui/notice';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill, type ConsoleLang } from '@/lib/console/i18n/common';
import { warrantyTexts, type WarrantyTexts } from '@/lib/console/i18n/warranty';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '@/lib/warranty/import-limits';
import type { FileRefusal, ImportOutcome, ImportProblem } from './types';

/** The limits the texts state, as the API enforces them. */
const importLimits = { mb: IMPORT_MAX_MB, rows: IMPORT_MAX_ROWS.toLocaleString('en-US') };

const fileRefusals = new Set<string>(Object.keys(warrantyTexts.en.import.files));

/**
 * What a failed import means to the page: the bad rows the API listed (400 with data.rows), a
 * refusal of the whole file by its code (errors.file), a 413 from anything in between (a proxy's
 * page has no envelope), or another failure as it came.
 */
export function importOutcomeOf(error: unknown): ImportOutcome {
  if (error instanceof ConsoleApiError) {
    const data = error.data as { total?: unknown; rows?: unknown } | undefined;
    if (error.status === 400 && data && Array.isArray(data.rows)) {
      return {
        kind: 'rows',
        total: typeof data.total === 'number' ? data.total : data.rows.length,
        rows: data.rows as ImportProblem[],
      };
    }
    const code = error.fieldErrors.file?.[0];
    if (code && fileRefusals.has(code)) return { kind: 'file', reason: code as FileRefusal };
    if (error.status === 413) return { kind: 'file', reason: 'tooLarge' };
  }
  return { kind: 'error', message: errorMessage(error) };
}

/** The outcome of an import: the count, or why nothing was imported with the rows to fix. */
export function ImportReport({ outcome, lang }: { outcome: ImportOutcome; lang: ConsoleLang }) {
  const t = warrantyTexts[lang].import;
  if (outcome.kind === 'done') {
    return (
      <Notice tone="info">{fill(t.done, { count: outcome.count.toLocaleString(lang) })}</Notice>
    );
  }
  if (outcome.kind === 'file') {
    return (
      <Notice tone="error" title={t.refusedTitle}>
        <p data-refusal={outcome.reason}>{fill(t.files[outcome.reason], importLimits)}</p>
      </Notice>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <Notice tone="error" title={t.refusedTitle}>
        {outcome.message}
      </Notice>
    );
  }
  const problemText = (code: string) =>
    t.rows[code as keyof WarrantyTexts['import']['rows']] ?? code;
  return (
    <>
      <Notice tone="error" title={fill(t.rowsTitle, { total: outcome.total.toLocaleString(lang) })}>
        {outcome.total > outcome.rows.length ? (
          <p>{fill(t.listedOnly, { shown: outcome.rows.length.toLocaleString(lang) })}</p>
        ) : null}
      </Notice>
      <DataTable
        caption={t.caption}
        showCaption
        rows={outcome.rows}
        rowKey={(row) => `${row.line}:${row.code}`}
        emptyText="—"
        columns={[
          { key: 'line', header: t.line, cell: (row) => row.line },
          { key: 'serial', header: t.serial, cell: (row) => row.serial ?? '—' },
          {
            key: 'problem',
            header: t.problem,
            cell: (row) => <span data-problem={row.code}>{problemText(row.code)}</span>,
          },
        ]}
      />
    </>
  );
}

/**
 * The CSV import of manufactured serials (POST /api/admin/warranty/serials/import): the file is
 * sent as it is (text/csv; the server reads it as a stream), all or nothing.
 */
export function SerialImport() {
  const lang = useConsoleLang();
  const t = warrantyTexts[lang].import;
  return (
    <CsvImport
      id="warranty-import"
      title={t.title}
      intro={fill(t.intro, importLimits)}
      texts={t}
      className="my-6"
      send={async (file) => {
        const result = await consoleApi.sendFile<{ imported: number }>(
          '/admin/warranty/serials/import',
          file,
          'text/csv',
        );
        return {
          report: <ImportReport outcome={{ kind: 'done', count: result.imported }} lang={lang} />,
          toast: fill(t.done, { count: result.imported.toLocaleString(lang) }),
        };
      }}
      refused={(error) => <ImportReport outcome={importOutcomeOf(error)} lang={lang} />}
    />
  );
}
