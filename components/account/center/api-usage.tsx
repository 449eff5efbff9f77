import {
  statusClassKeys,
  usageGroups,
  type KeyUsage,
  type P95,
  type StatusClassKey,
  type UsageGroup,
} from '@/lib/open-api/usage';
import { format } from '../format';
import type { AccountMessages } from '../types';

export type ApiUsageTexts = AccountMessages['center']['apiKeys']['usage'];

// One key's usage in the API console (requirements: Open API platform): a bar a day stacked by
// the answers' status class, today's share of the daily quota and the 95th percentile as text,
// and the same figures as tables. Plain SVG without hooks: it renders on the server and in the
// client wrapper (api-usage.client.tsx) alike.

/** Fills with at least 4.5:1 against white (the bars) and labels that name each one. */
const classStyle: Record<StatusClassKey, { fill: string; swatch: string }> = {
  '2xx': { fill: 'fill-brand-700', swatch: 'bg-brand-700' },
  '3xx': { fill: 'fill-sky-700', swatch: 'bg-sky-700' },
  '4xx': { fill: 'fill-amber-700', swatch: 'bg-amber-700' },
  '5xx': { fill: 'fill-red-700', swatch: 'bg-red-700' },
};
const classLabel = {
  '2xx': 'status2xx',
  '3xx': 'status3xx',
  '4xx': 'status4xx',
  '5xx': 'status5xx',
} as const satisfies Record<StatusClassKey, keyof ApiUsageTexts>;
const groupLabel = {
  systems: 'groupSystems',
  telemetry: 'groupTelemetry',
  energy: 'groupEnergy',
  mode: 'groupMode',
  other: 'groupOther',
} as const satisfies Record<UsageGroup, keyof ApiUsageTexts>;

/** The drawing's units: text keeps its size whatever the number of days. */
const WIDTH = 336;
const PLOT = 120;
const AXIS = 16;

export function ApiUsage({
  usage,
  texts,
  locale,
}: {
  usage: KeyUsage;
  texts: ApiUsageTexts;
  locale: string;
}) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayOf = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  const latency = (p95: P95 | null) =>
    p95 ? format(p95.above ? texts.above : texts.within, { ms: number.format(p95.ms) }) : '—';
  const { days } = usage;
  const count = days.length;
  const today = days.at(-1);
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  const busiest = days.reduce((a, b) => (b.requests > a.requests ? b : a), days[0]!);
  const max = Math.max(1, busiest.requests);
  const id = `api-usage-${usage.keyId}`;
  const slot = WIDTH / Math.max(1, count);
  const bar = (slot * 2) / 3;
  const labelEvery = Math.ceil(count / 14);
  return (
    <div className="space-y-3 text-sm text-slate-800" data-api-usage={usage.keyId}>
      {today ? (
        <p>
          {format(texts.today, {
            used: number.format(today.requests),
            limit: number.format(usage.dailyQuota),
            share: percent.format(today.quotaShare),
          })}
        </p>
      ) : null}
      {usage.p95 ? (
        <p>
          {format(usage.p95.above ? texts.p95Above : texts.p95Within, {
            ms: number.format(usage.p95.ms),
          })}
        </p>
      ) : null}
      {total === 0 ? (
        <p>{format(texts.noRequests, { days: count })}</p>
      ) : (
        <figure className="space-y-2">
          <svg
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            viewBox={`0 0 ${WIDTH} ${PLOT + AXIS}`}
            className="h-auto w-full max-w-2xl"
          >
            <title id={`${id}-title`}>{format(texts.chartLabel, { days: count })}</title>
            <desc id={`${id}-desc`}>
              {format(texts.chartSummary, {
                total: number.format(total),
                days: count,
                busiest: dayOf(busiest.day),
                max: number.format(busiest.requests),
              })}
            </desc>
            {days.map((d, i) => {
              let top = PLOT;
              return (
                <g key={d.day}>
                  <title>{`${dayOf(d.day)}: ${number.format(d.requests)}`}</title>
                  {statusClassKeys.map((k) => {
                    const height = (d.byStatus[k] / max) * PLOT;
                    if (height <= 0) return null;
                    top -= height;
                    return (
                      <rect
                        key={k}
                        x={i * slot + (slot - bar) / 2}
                        y={top}
                        width={bar}
                        height={height}
                        className={`${classStyle[k].fill} stroke-white`}
                        strokeWidth={0.5}
                      />
                    );
                  })}
                  {(count - 1 - i) % labelEvery === 0 ? (
                    <text
                      x={i * slot + slot / 2}
                      y={PLOT + AXIS - 4}
                      textAnchor="middle"
                      fontSize={8}
                      className="fill-slate-700"
                    >
                      {d.day.slice(8)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={0} x2={WIDTH} y1={PLOT} y2={PLOT} className="stroke-slate-500" />
          </svg>
          <figcaption>
            <span className="sr-only">{texts.legend}: </span>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {statusClassKeys.map((k) => (
                <li key={k} className="flex items-center gap-1.5">
                  <span aria-hidden className={`inline-block h-3 w-3 ${classStyle[k].swatch}`} />
                  {texts[classLabel[k]]}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      )}
      <details>
        <summary className="cursor-pointer font-medium text-brand-800">{texts.table}</summary>
        <div className="mt-2 overflow-x-auto" role="region" aria-label={texts.table} tabIndex={0}>
          <FigureTable
            caption={format(texts.chartLabel, { days: count })}
            headers={[
              texts.day,
              texts.requests,
              ...statusClassKeys.map((k) => texts[classLabel[k]]),
              texts.quotaShare,
              texts.latency,
            ]}
            rows={days.map((d) => [
              dayOf(d.day),
              number.format(d.requests),
              ...statusClassKeys.map((k) => number.format(d.byStatus[k])),
              percent.format(d.quotaShare),
              latency(d.p95),
            ])}
          />
          <FigureTable
            caption={format(texts.byGroup, { days: count })}
            isCaptionShown
            headers={[texts.group, texts.requests]}
            rows={usageGroups.map((g) => [
              texts[groupLabel[g]],
              number.format(days.reduce((sum, d) => sum + d.byGroup[g], 0)),
            ])}
          />
        </div>
      </details>
    </div>
  );
}

/** A table of figures: a row header first in each row, then the numbers. */
function FigureTable({
  caption,
  isCaptionShown = false,
  headers,
  rows,
}: {
  caption: string;
  isCaptionShown?: boolean;
  headers: string[];
  rows: string[][];
}) {
  const cell = 'px-2 py-1 whitespace-nowrap';
  return (
    <table className="mt-2 text-left">
      <caption className={isCaptionShown ? 'py-1 text-left font-medium' : 'sr-only'}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-slate-300">
          {headers.map((label) => (
            <th key={label} scope="col" className={`${cell} font-semibold`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...figures]) => (
          <tr key={head} className="border-b border-slate-200">
            <th scope="row" className={`${cell} font-normal`}>
              {head}
            </th>
            {figures.map((figure, i) => (
              <td key={i} className={cell}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
