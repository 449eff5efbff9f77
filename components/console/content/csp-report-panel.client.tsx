'use client';

import { contentTexts } from '@/lib/console/i18n/content';
import { fill } from '@/lib/console/i18n/common';
import {
  DataTable,
  LoadState,
  formatDateTime,
  useApiData,
  useConsoleLang,
} from '@/components/console/ui';
import type { CspReportSummary } from '@/lib/server/csp-reports/reports';
import { CountCard } from './count-card';

/** The dashboard's count of CSP violation reports and the most frequent ones. */
export function CspReportPanel() {
  const t = contentTexts[useConsoleLang()].dashboard.csp;
  const summary = useApiData<CspReportSummary>('/admin/csp-reports');
  return (
    <section aria-labelledby="csp-reports" className="mt-8" data-csp-reports>
      <h2 id="csp-reports" className="mb-1 text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mb-3 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <LoadState {...summary} onRetry={summary.reload} />
      {summary.data && <CspReportSummaryView data={summary.data} />}
    </section>
  );
}

/** The numbers and the table of the most frequent directive + blocked URI pairs. */
export function CspReportSummaryView({ data }: { data: CspReportSummary }) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].dashboard.csp;
  return (
    <>
      <ul className="mb-6 grid gap-4 sm:grid-cols-3">
        <CountCard label={t.last24h} value={String(data.last24h)} />
        <CountCard label={t.last7d} value={String(data.last7d)} />
        <CountCard label={fill(t.total, { days: data.retentionDays })} value={String(data.total)} />
      </ul>
      <h3 className="mb-3 font-bold text-slate-900">{t.top}</h3>
      <DataTable
        caption={t.top}
        rows={data.top}
        rowKey={(row) => `${row.effectiveDirective} ${row.blockedUri}`}
        emptyText={t.none}
        columns={[
          { key: 'directive', header: t.directive, cell: (row) => row.effectiveDirective },
          {
            key: 'blocked',
            header: t.blocked,
            cell: (row) => row.blockedUri || '—',
            className: 'break-all',
          },
          { key: 'count', header: t.count, cell: (row) => row.count },
          {
            key: 'lastSeen',
            header: t.lastSeen,
            cell: (row) => formatDateTime(row.lastSeen, lang),
            className: 'whitespace-nowrap',
          },
        ]}
      />
    </>
  );
}
