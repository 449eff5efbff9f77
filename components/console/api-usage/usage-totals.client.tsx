'use client';

import { useState } from 'react';
import {
  DataTable,
  LoadState,
  Section,
  SelectField,
  useApiData,
  useConsoleLang,
} from '@/components/console/ui';
import { apiUsageTexts } from '@/lib/console/i18n/api-usage';
import { fill } from '@/lib/console/i18n/common';
import {
  DEFAULT_USAGE_DAYS,
  statusClassKeys,
  usagePeriods,
  type StatusClassKey,
  type UsageTotals,
} from '@/lib/open-api/usage';

const classLabel = {
  '2xx': 'status2xx',
  '3xx': 'status3xx',
  '4xx': 'status4xx',
  '5xx': 'status5xx',
} as const satisfies Record<StatusClassKey, string>;

/** The period chosen, then the figures of /api/admin/api-usage for it. */
export function ApiUsageDesk() {
  const t = apiUsageTexts[useConsoleLang()];
  const [days, setDays] = useState<number>(DEFAULT_USAGE_DAYS);
  const totals = useApiData<UsageTotals>('/admin/api-usage', { days });
  return (
    <div className="space-y-6">
      <div className="max-w-xs">
        <SelectField
          label={t.period}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          options={usagePeriods.map((d) => ({ value: d, label: fill(t.days, { days: d }) }))}
        />
      </div>
      <LoadState {...totals} onRetry={totals.reload} />
      {totals.data && <UsageTotalsView data={totals.data} />}
    </div>
  );
}

/** Requests per day and environment, then the busiest keys with their owners. */
export function UsageTotalsView({ data }: { data: UsageTotals }) {
  const lang = useConsoleLang();
  const t = apiUsageTexts[lang];
  const number = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US');
  const sum = (env: 'sandbox' | 'live') =>
    number.format(
      data.rows.filter((r) => r.environment === env).reduce((n, r) => n + r.requests, 0),
    );
  return (
    <>
      <p className="text-sm text-slate-800">
        {fill(t.totals, { sandbox: sum('sandbox'), live: sum('live') })}
      </p>
      <Section id="api-usage-per-day" title={t.perDay}>
        <DataTable
          caption={t.perDay}
          rows={data.rows}
          rowKey={(r) => `${r.day} ${r.environment}`}
          emptyText={t.noRequests}
          columns={[
            { key: 'day', header: t.day, cell: (r) => r.day, className: 'whitespace-nowrap' },
            { key: 'environment', header: t.environment, cell: (r) => t[r.environment] },
            { key: 'requests', header: t.requests, cell: (r) => number.format(r.requests) },
            ...statusClassKeys.map((k) => ({
              key: k,
              header: t[classLabel[k]],
              cell: (r: UsageTotals['rows'][number]) => number.format(r.byStatus[k]),
            })),
          ]}
        />
      </Section>
      <Section id="api-usage-top-keys" title={t.topKeys}>
        <DataTable
          caption={t.topKeys}
          rows={data.topKeys}
          rowKey={(k) => k.keyId}
          emptyText={t.noRequests}
          columns={[
            { key: 'key', header: t.key, cell: (k) => k.name },
            {
              key: 'hint',
              header: t.hint,
              cell: (k) => <span className="font-mono">{k.hint}</span>,
              className: 'whitespace-nowrap',
            },
            { key: 'environment', header: t.environment, cell: (k) => t[k.environment] },
            { key: 'owner', header: t.owner, cell: (k) => k.email ?? t.noEmail },
            { key: 'requests', header: t.requests, cell: (k) => number.format(k.requests) },
            { key: 'errors', header: t.errors, cell: (k) => number.format(k.errors) },
          ]}
        />
      </Section>
    </>
  );
}
