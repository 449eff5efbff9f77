import { createContext, useContext, useState, type ReactNode } from 'react';
import { useEstimatorTexts } from '../texts.client';

export type Column = { key: string; label: string };

/**
 * Whether the charts are drawn: not in the server's HTML, which holds the language's defaults
 * only (the browser then reads the URL's inputs); their space is kept, so nothing shifts when
 * they appear. Six SVG charts would be a quarter of the page's HTML.
 */
export const ChartsDrawn = createContext(true);

type Props = {
  id: string;
  /** The SVG's viewBox size: the space the chart takes before it is drawn. */
  size: { width: number; height: number };
  title: string;
  description: string;
  legend: { label: string; color: string; dashed?: boolean }[];
  chart: ReactNode;
  columns: Column[];
  rows: (string | number)[][];
};

/**
 * A chart as a figure: the SVG (an image named by its description), its legend, and the same
 * figures as a table for screen readers and anyone who prefers numbers (requirements: Estimator).
 * The table is made when it is opened: four days of 96 quarter hours would be most of the page's
 * HTML.
 */
export function ChartFrame({ id, size, title, description, legend, chart, columns, rows }: Props) {
  const t = useEstimatorTexts('Estimator.charts');
  const isDrawn = useContext(ChartsDrawn);
  const [isOpen, setOpen] = useState(false);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={`${id}-title`} className="font-semibold text-brand-900">
        {title}
      </figcaption>
      {isDrawn ? (
        <div role="img" aria-label={description} className="mt-3">
          {chart}
        </div>
      ) : (
        <div className="mt-3" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      )}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            <svg width="20" height="10" aria-hidden="true">
              <line
                x1="0"
                y1="5"
                x2="20"
                y2="5"
                stroke={item.color}
                strokeWidth="4"
                strokeDasharray={item.dashed ? '4 3' : undefined}
              />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <details className="mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">
          {t('showTable')}
        </summary>
        {/* Focusable, so a keyboard user can scroll a wide table (WCAG 2.1.1; axe); named apart
            from the section around it, which bears the chart's title (landmark-unique). */}
        {isOpen ? (
          <div
            className="mt-2 overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={t('tableLabel', { title })}
          >
            <table className="min-w-full text-right text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className="px-2 py-1 font-semibold text-slate-800">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="odd:bg-slate-50">
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row" className="px-2 py-1 font-medium text-slate-800">
                          {cell}
                        </th>
                      ) : (
                        <td key={j} className="px-2 py-1 text-slate-800">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </figure>
  );
}

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart by dash as well. */
export const colors = {
  load: '#0f172a',
  pv: '#b45309',
  grid: '#1d4ed8',
  soc: '#047857',
  direct: '#b45309',
  battery: '#047857',
  fromGrid: '#475569',
  export: '#1d4ed8',
};

/** Round "nice" upper bound of an axis. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}
