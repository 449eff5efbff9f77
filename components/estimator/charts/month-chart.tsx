import { useEstimatorTexts, useNumberFormat } from '../texts.client';
import { useLocale } from '@/lib/i18n/client-navigation';
import type { Flows } from '@/lib/estimator/battery';
import { ChartFrame, colors, niceMax } from './chart-frame';

const W = 640;
const H = 220;
const PAD = { left: 44, right: 8, top: 8, bottom: 22 };

/** Monthly energy: where the use came from (stacked), and the feed-in beside it. */
export function MonthChart({ months }: { months: Flows[] }) {
  const t = useEstimatorTexts('Estimator.charts.months');
  const format = useNumberFormat();
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const names = months.map((_, m) => monthName.format(Date.UTC(2025, m, 15)));
  const fromGrid = (f: Flows) => f.load - f.direct - f.discharge;
  const top = niceMax(Math.max(...months.map((f) => Math.max(f.load, f.gridExport))));
  const slot = (W - PAD.left - PAD.right) / 12;
  const y = (v: number) => PAD.top + ((top - v) / top) * (H - PAD.top - PAD.bottom);
  const h = (v: number) => y(0) - y(v);
  const kwh = (v: number) => format.number(v, { maximumFractionDigits: 0 });

  const chart = (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
      {[0, top / 2, top].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#cbd5e1" />
          <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#334155">
            {kwh(v)}
          </text>
        </g>
      ))}
      {months.map((f, m) => {
        const x = PAD.left + m * slot + slot * 0.1;
        const bar = slot * 0.4;
        const parts = [
          { value: f.direct, color: colors.direct },
          { value: f.discharge, color: colors.battery },
          { value: Math.max(0, fromGrid(f)), color: colors.fromGrid },
        ];
        let base = 0;
        return (
          <g key={m}>
            {parts.map((p, i) => {
              const rect = (
                <rect
                  key={i}
                  x={x}
                  y={y(base + p.value)}
                  width={bar}
                  height={h(p.value)}
                  fill={p.color}
                />
              );
              base += p.value;
              return rect;
            })}
            <rect
              x={x + bar + 2}
              y={y(f.gridExport)}
              width={bar * 0.8}
              height={h(f.gridExport)}
              fill="white"
              stroke={colors.export}
              strokeWidth="2"
            />
            <text x={x + bar} y={H - 6} textAnchor="middle" fontSize="10" fill="#334155">
              {names[m]}
            </text>
          </g>
        );
      })}
    </svg>
  );

  return (
    <ChartFrame
      size={{ width: W, height: H }}
      id="months"
      title={t('heading')}
      description={t('description')}
      legend={[
        { label: t('direct'), color: colors.direct },
        { label: t('battery'), color: colors.battery },
        { label: t('grid'), color: colors.fromGrid },
        { label: t('export'), color: colors.export },
      ]}
      chart={chart}
      columns={[
        { key: 'month', label: t('month') },
        { key: 'direct', label: t('direct') },
        { key: 'battery', label: t('battery') },
        { key: 'grid', label: t('grid') },
        { key: 'export', label: t('export') },
      ]}
      rows={months.map((f, m) => [
        names[m]!,
        kwh(f.direct),
        kwh(f.discharge),
        kwh(Math.max(0, fromGrid(f))),
        kwh(f.gridExport),
      ])}
    />
  );
}
