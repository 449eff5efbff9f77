import type { SpecGroup } from './types';

/**
 * Spec tables a buyer can scan: one table per group, captioned, a row header per
 * label. The wrapper scrolls sideways on narrow screens, so it is focusable and named (WCAG
 * 2.1.1: a scrollable region must be reachable by keyboard).
 */
export function SpecTables({ groups }: { groups: SpecGroup[] }) {
  return (
    <div className={`grid gap-6 ${groups.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {groups.map((group, index) => (
        <div
          key={`${index}-${group.title}`}
          role="region"
          aria-label={group.title}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
            <caption className="bg-brand-50 px-4 py-3 text-left text-base font-semibold text-brand-900">
              {group.title}
            </caption>
            <tbody>
              {group.rows.map((row, rowIndex) => (
                <tr key={`${rowIndex}-${row.label}`} className="border-t border-slate-200">
                  <th scope="row" className="w-1/2 px-4 py-3 align-top font-medium text-slate-700">
                    {row.label}
                  </th>
                  <td className="px-4 py-3 align-top font-semibold tabular-nums text-slate-900">
                    {row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
