import { Prose } from './prose';
import { scrollClass } from './styles';

type Props = {
  caption: string;
  columns: string[];
  /**
   * A table wider than a phone: it scrolls sideways in a box that is named and takes the
   * keyboard focus (WCAG 2.1.1), as the spec tables do. Narrow tables wrap instead.
   */
  minWidth?: 'min-w-[36rem]' | 'min-w-[40rem]';
  children: React.ReactNode;
};

/** A captioned table with column headers; the rows come as children, a row header each. */
export function ReferenceTable({ caption, columns, minWidth, children }: Props) {
  const table = (
    <table className={minWidth}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return minWidth ? (
    <div role="region" aria-label={caption} tabIndex={0} className={scrollClass}>
      {table}
    </div>
  ) : (
    <div className="mt-6">{table}</div>
  );
}

/** Rows of a name and its meaning: a status, a header. */
export function MeaningRows({ rows }: { rows: Array<[name: React.ReactNode, text: string]> }) {
  return rows.map(([name, text], i) => (
    <tr key={i}>
      <th scope="row">{name}</th>
      <td>
        <Prose text={text} />
      </td>
    </tr>
  ));
}
