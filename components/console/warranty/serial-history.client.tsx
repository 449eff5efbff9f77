'use client';

import { useEffect, useRef, useState } from 'react';
import { DataTable } from '@/components/console/ui/data-table';
import { formatDateTime } from '@/components/console/ui/datetime';
import { TextField } from '@/components/console/ui/fields';
import { LoadState } from '@/components/console/ui/load-state';
import { Notice } from '@/components/console/ui/notice';
import { Section } from '@/components/console/ui/section';
import { StatusBadge } from '@/components/console/ui/status-badge';
import { buttonClass } from '@/components/console/ui/styles';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill, type ConsoleLang } from '@/lib/console/i18n/common';
import { warrantyTexts, type WarrantyTexts } from '@/lib/console/i18n/warranty';
import type { SerialHistory } from './types';

type Event = SerialHistory['events'][number];

/** The words after an event: who was told, the reason, the installer. */
function eventDetail(event: Event, t: WarrantyTexts) {
  const detail = event.detail;
  const parts: string[] = [];
  if (event.kind === 'registered' && detail.byInstaller === true) {
    parts.push(t.eventDetail.byInstaller);
  }
  if (event.kind === 'transfer-started' && typeof detail.to === 'string') {
    parts.push(fill(t.eventDetail.to, { email: detail.to }));
  }
  if (event.kind === 'voided' && typeof detail.reason === 'string') {
    parts.push(fill(t.eventDetail.reason, { reason: detail.reason }));
  }
  return parts;
}

/** A serial's history as it came from the API: when it was made, its registrations, its events. */
export function SerialHistoryView({
  history,
  lang,
}: {
  history: SerialHistory;
  lang: ConsoleLang;
}) {
  const t = warrantyTexts[lang];
  const h = t.history;
  const family = t.families[history.family as keyof WarrantyTexts['families']] ?? history.family;
  return (
    <div data-serial-history={history.serial} className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        {fill(h.heading, { serial: history.serial })}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-900 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{h.family}</dt>
        <dd>{family}</dd>
        <dt className="font-semibold">{h.model}</dt>
        <dd>{history.model}</dd>
        <dt className="font-semibold">{h.manufacturedOn}</dt>
        <dd>{history.manufacturedOn}</dd>
        <dt className="font-semibold">{h.source}</dt>
        <dd>{history.source}</dd>
      </dl>
      <DataTable
        caption={h.registrations}
        showCaption
        rows={history.registrations}
        rowKey={(r) => r.id}
        emptyText={h.none}
        columns={[
          { key: 'id', header: t.id, cell: (r) => r.id },
          {
            key: 'status',
            header: t.status,
            cell: (r) => (
              <StatusBadge
                status={r.status}
                label={t.states[r.status]}
                tone={r.status === 'void' ? 'red' : r.status === 'active' ? 'green' : undefined}
              />
            ),
          },
          { key: 'country', header: t.country, cell: (r) => r.country },
          { key: 'installedOn', header: t.installedOn, cell: (r) => r.installedOn },
          { key: 'current', header: h.current, cell: (r) => (r.current ? h.yes : h.no) },
        ]}
      />
      <h4 className="font-semibold text-slate-900">{h.events}</h4>
      {history.events.length ? (
        <ol className="space-y-1 text-sm text-slate-800">
          {history.events.map((event, i) => (
            <li key={i} data-event={event.kind}>
              {formatDateTime(event.at, lang)}: {t.kinds[event.kind]}
              {event.actorEmail ? ` (${fill(h.by, { who: event.actorEmail })})` : ''}
              {eventDetail(event, t).map((part) => ` · ${part}`)} · {t.id} {event.registrationId}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">{h.noEvents}</p>
      )}
    </div>
  );
}

/**
 * Look a serial up (GET /api/admin/warranty/serials/:serial). Opened from a row's serial button
 * it starts on that serial (the caller gives a new key each time) and its result takes the focus.
 */
export function SerialHistoryPanel({ initial = '' }: { initial?: string }) {
  const lang = useConsoleLang();
  const t = warrantyTexts[lang];
  const [draft, setDraft] = useState(initial);
  const [serial, setSerial] = useState<string | null>(initial || null);
  const result = useRef<HTMLDivElement>(null);
  const history = useApiData<SerialHistory>(
    serial ? `/admin/warranty/serials/${encodeURIComponent(serial)}` : null,
  );

  useEffect(() => {
    if (initial) result.current?.focus();
  }, [initial]);

  const notFound = history.error instanceof ConsoleApiError && history.error.status === 404;
  return (
    <Section id="warranty-history" title={t.history.title} className="my-6">
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = draft.trim();
          if (typed) setSerial(typed);
        }}
      >
        <TextField
          label={t.history.serial}
          value={draft}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={buttonClass('primary')}>
          {t.history.submit}
        </button>
      </form>
      <div ref={result} tabIndex={-1} aria-busy={history.isLoading} className="outline-none">
        {notFound ? (
          <Notice tone="error">{fill(t.history.notFound, { serial: serial ?? '' })}</Notice>
        ) : (
          <LoadState
            isLoading={history.isLoading && !history.data}
            error={history.error}
            onRetry={history.reload}
          />
        )}
        {history.data && !history.error ? (
          <SerialHistoryView history={history.data} lang={lang} />
        ) : null}
      </div>
      {/* Says a looked-up history is there (the table itself is too long to be read out). */}
      <p role="status" className="sr-only">
        {history.data && !history.error && !history.isLoading
          ? fill(t.history.heading, { serial: history.data.serial })
          : ''}
      </p>
    </Section>
  );
}
