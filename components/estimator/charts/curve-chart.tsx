import { useEstimatorTexts, useNumberFormat } from '../texts.client';
import { MODULE_KWH } from '@/lib/estimator/household';
import type { CurvePoint } from '@/lib/estimator/model';
import { ChartFrame, colors } from './chart-frame';

const W = 320;
const H = 200;
const PAD = { left: 34, right: 12, top: 10, bottom: 24 };

/** Self-sufficiency against module count, the recommended count marked. */
export function CurveChart({ curve, recommended }: { curve: CurvePoint[]; recommended: number }) {
  const t = useEstimatorTexts('Estimator.charts.curve');
  const format = useNumberFormat();
  const x = (n: number) => PAD.left + (n / 6) * (W - PAD.left - PAD.right);
  const y = (share: number) => PAD.top + (1 - share) * (H - PAD.top - PAD.bottom);
  const percent = (v: number) => format.number(v * 100, { maximumFractionDigits: 0 });
  const d = curve
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.modules)},${y(p.selfSufficiency).toFixed(1)}`)
    .join('');

  const chart = (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
      {[0, 0.25, 0.5, 0.75, 1].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#cbd5e1" />
          <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#334155">
            {percent(v)}%
          </text>
        </g>
      ))}
      {curve.map((p) => (
        <text
          key={p.modules}
          x={x(p.modules)}
          y={H - 8}
          textAnchor="middle"
          fontSize="10"
          fill="#334155"
        >
          {p.modules}
        </text>
      ))}
      <path d={d} fill="none" stroke={colors.soc} strokeWidth="2.5" />
      {curve.map((p) => (
        <circle
          key={p.modules}
          cx={x(p.modules)}
          cy={y(p.selfSufficiency)}
          r={p.modules === recommended ? 6 : 3.5}
          fill={p.modules === recommended ? colors.pv : colors.soc}
          stroke="white"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );

  return (
    <ChartFrame
      size={{ width: W, height: H }}
      id="curve"
      title={t('heading')}
      description={t('description')}
      legend={[
        { label: t('selfSufficiency'), color: colors.soc },
        { label: t('recommended'), color: colors.pv },
      ]}
      chart={chart}
      columns={[
        { key: 'modules', label: t('modules') },
        { key: 'capacity', label: t('capacity') },
        { key: 'ss', label: t('selfSufficiency') },
      ]}
      rows={curve.map((p) => [
        p.modules === recommended ? `${p.modules} (${t('recommended')})` : String(p.modules),
        format.number(p.modules * MODULE_KWH, { maximumFractionDigits: 2 }),
        percent(p.selfSufficiency),
      ])}
    />
  );
}
