// A plain data table (no sorting): a caption for screen readers, one header row, the rows the
// caller gives. No hooks, so it renders in server and client components alike; in a client
// component the columns' cell functions may hold links and buttons.

export type Column<T> = {
  /** Stable key of the column. */
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** Extra classes for this column's cells (e.g. 'whitespace-nowrap'). */
  className?: string;
};

type Props<T> = {
  /** Names the table for assistive technology (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
};

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  emptyText,
}: Props<T>) {
  return (
    // Scrolls sideways on narrow screens: focusable and named, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-300 bg-white"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption
          className={showCaption ? 'px-4 py-2 text-left font-semibold text-slate-900' : 'sr-only'}
        >
          {caption}
        </caption>
        <thead className="bg-slate-100">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className="px-4 py-2 font-semibold whitespace-nowrap text-slate-900"
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`px-4 py-2 align-top text-slate-900 ${c.className ?? ''}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
