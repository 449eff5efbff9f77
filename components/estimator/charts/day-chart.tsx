import { useEstimatorTexts, useNumberFormat } from '../texts.client';
import type { SeasonDay } from '@/lib/estimator/model';
import { ChartFrame, colors, niceMax } from './chart-frame';

const W = 320;
const H = 180;
const PAD = { left: 34, right: 30, top: 8, bottom: 22 };

/** One season's typical day: load, PV and grid in kW (left axis), battery charge % (right). */
export function DayChart({ day, maxKw }: { day: SeasonDay; maxKw: number }) {
  const t = useEstimatorTexts('Estimator.charts.days');
  const format = useNumberFormat();
  const season = t(`season.${day.season}`);
  const top = niceMax(maxKw);
  const min = Math.min(0, ...day.grid);
  const bottom = min < 0 ? -niceMax(-min) : 0;
  const x = (h: number) => PAD.left + ((h + 0.5) / 24) * (W - PAD.left - PAD.right);
  const y = (kw: number) => PAD.top + ((top - kw) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  const ySoc = (share: number) => PAD.top + (1 - share) * (H - PAD.top - PAD.bottom);
  const path = (values: number[], at: (v: number) => number) =>
    values.map((v, h) => `${h ? 'L' : 'M'}${x(h).toFixed(1)},${at(v).toFixed(1)}`).join('');
  const kw = (v: number) => format.number(v, { maximumFractionDigits: 2 });

  const chart = (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
      {[bottom, 0, top / 2, top]
        .filter((v, i, a) => a.indexOf(v) === i)
        .map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke="#cbd5e1"
              strokeWidth="1"
            />
            <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#334155">
              {kw(v)}
            </text>
          </g>
        ))}
      {[0, 50, 100].map((p) => (
        <text key={p} x={W - PAD.right + 4} y={ySoc(p / 100) + 4} fontSize="10" fill={colors.soc}>
          {p}%
        </text>
      ))}
      {[0, 6, 12, 18].map((h) => (
        <text key={h} x={x(h)} y={H - 6} textAnchor="middle" fontSize="10" fill="#334155">
          {h}
        </text>
      ))}
      <path d={path(day.pv, y)} fill="none" stroke={colors.pv} strokeWidth="2.5" />
      <path d={path(day.load, y)} fill="none" stroke={colors.load} strokeWidth="2" />
      <path
        d={path(day.grid, y)}
        fill="none"
        stroke={colors.grid}
        strokeWidth="2"
        strokeDasharray="5 3"
      />
      <path
        d={path(day.soc, ySoc)}
        fill="none"
        stroke={colors.soc}
        strokeWidth="2"
        strokeDasharray="2 2"
      />
    </svg>
  );

  return (
    <ChartFrame
      size={{ width: W, height: H }}
      id={`day-${day.season}`}
      title={season}
      description={t('description', { season })}
      legend={[
        { label: t('load'), color: colors.load },
        { label: t('pv'), color: colors.pv },
        { label: t('grid'), color: colors.grid, dashed: true },
        { label: t('soc'), color: colors.soc, dashed: true },
      ]}
      chart={chart}
      columns={[
        { key: 'hour', label: t('hour') },
        { key: 'load', label: t('load') },
        { key: 'pv', label: t('pv') },
        { key: 'grid', label: t('grid') },
        { key: 'soc', label: t('soc') },
      ]}
      rows={day.load.map((_, h) => [
        `${String(h).padStart(2, '0')}:00`,
        kw(day.load[h]!),
        kw(day.pv[h]!),
        kw(day.grid[h]!),
        format.number(day.soc[h]! * 100, { maximumFractionDigits: 0 }),
      ])}
    />
  );
}
