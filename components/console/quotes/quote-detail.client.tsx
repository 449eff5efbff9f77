'use client';

import { useState } from 'react';
import {
  LoadState,
  Notice,
  SelectField,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useToast,
} from '@/components/console/ui';
import { consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { MODULE_KWH } from '@/lib/estimator/household';
import { quoteTexts } from '@/lib/console/i18n/quotes';
import { Button } from '@/components/ui/button';
import type { QuoteListItem } from '@/lib/server/quotes/console';

export type QuoteRow = QuoteListItem;

type Detail = QuoteRow & {
  history: {
    kind: keyof (typeof quoteTexts)['en']['kinds'];
    partner: string | null;
    actor: string | null;
    reason: string | null;
    at: string;
  }[];
  candidates: { key: string; company: string }[];
};

const STAFF = '__staff__';

type System = NonNullable<QuoteRow['chosen']>;

/** A system as the estimator names it: units × kW, modules × 4.99 kWh. */
const systemOf = (s: System) =>
  `${s.units > 1 ? `${s.units} × ` : ''}${s.unitKw} kW + ${s.modules} × ${MODULE_KWH} kWh`;

/** One request: contact, history, and the reassign action (audited on the server). */
export function QuoteDetailPanel({ id, onChanged }: { id: number; onChanged: () => void }) {
  const lang = useConsoleLang();
  const t = quoteTexts[lang];
  const toast = useToast();
  const detail = useApiData<Detail>(`/admin/quotes/${id}`);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  if (!detail.data || detail.error) {
    return <LoadState isLoading={detail.isLoading} error={detail.error} onRetry={detail.reload} />;
  }
  const quote = detail.data;
  const reassign = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await consoleApi.post(`/admin/quotes/${id}/reassign`, {
        partnerKey: target === STAFF ? null : target,
      });
      toast.show(t.reassigned);
      detail.reload();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`quote-${id}-heading`}
      className="my-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={`quote-${id}-heading`} className="text-lg font-semibold text-slate-900">
        {quote.reference} · {quote.name}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {quote.email} · {quote.phone} · {quote.postcode} {quote.country}
      </p>
      {quote.chosen ? (
        <p className="mt-1 text-sm text-slate-800" data-testid="quote-system">
          {t.system}: {systemOf(quote.chosen)}
          {quote.economic === true ? `, ${t.economic}` : null}
          {quote.economic === false && quote.recommended
            ? `, ${fill(t.larger, { system: systemOf(quote.recommended) })}`
            : null}
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-slate-900">{t.history}</h3>
      <ol className="mt-2 space-y-1 text-sm text-slate-800">
        {quote.history.map((step, i) => (
          <li key={i}>
            {formatDateTime(step.at, lang)}: {t.kinds[step.kind]} {step.partner ?? ''}
            {step.actor ? ` (${t.by} ${step.actor})` : ''}
            {step.reason ? ` — ${t.reason}: ${step.reason}` : ''}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t.reassignTo}
          value={target}
          emptyLabel="—"
          options={[
            ...quote.candidates.map((c) => ({ value: c.key, label: c.company })),
            { value: STAFF, label: t.toStaff },
          ]}
          onChange={(e) => setTarget(e.target.value)}
        />
        <Button
          tone="primary"
          size="sm"
          disabled={isBusy || !target}
          onClick={() => void reassign()}
        >
          {t.reassign}
        </Button>
      </div>
      {quote.candidates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t.noCandidates}</p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
    </section>
  );
}
