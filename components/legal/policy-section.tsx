import { splitEmails, type PolicySection as Section, type Strings } from './policy-content';

function Rich({ text }: { text: string }) {
  return splitEmails(text).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="text-brand-800 underline hover:text-brand-900"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Paragraphs({ items }: { items?: Strings }) {
  return Object.entries(items ?? {}).map(([key, text]) => (
    <p key={key}>
      <Rich text={text} />
    </p>
  ));
}

/** One numbered section of a policy: heading, paragraphs, an optional list or table, notes. */
export function PolicySection({ id, section }: { id: string; section: Section }) {
  const { heading, text, list, table, note } = section;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 desk:text-2xl">
        {heading}
      </h2>
      <Paragraphs items={text} />
      {list ? (
        <ul className="list-disc space-y-2 pl-6">
          {Object.entries(list).map(([key, item]) => (
            <li key={key}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {table ? (
        // Cells wrap (long cookie names break anywhere) so the table never needs to scroll
        // sideways, which would need a keyboard-focusable scroll region (WCAG 2.1.1).
        <table className="w-full border-collapse text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-slate-800">{table.caption}</caption>
          <thead className="bg-brand-50">
            <tr>
              {Object.entries(table.head).map(([key, label]) => (
                <th key={key} scope="col" className="border border-slate-200 px-3 py-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(table.rows).map(([rowKey, row]) => (
              <tr key={rowKey}>
                {Object.keys(table.head).map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column}
                      scope="row"
                      className="border border-slate-200 px-3 py-2 font-semibold [overflow-wrap:anywhere]"
                    >
                      {row[column]}
                    </th>
                  ) : (
                    <td key={column} className="border border-slate-200 px-3 py-2">
                      {row[column]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Paragraphs items={note} />
    </section>
  );
}
