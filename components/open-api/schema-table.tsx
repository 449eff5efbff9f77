import { getTranslations } from 'next-intl/server';
import type { Constraint, SchemaRow } from '@/lib/open-api/document/rows';
import { Prose } from './prose';
import { ReferenceTable } from './reference-table';

/** Nested fields are indented by their depth (class names, so the CSS stays static). */
const indent = ['', 'pl-7', 'pl-11', 'pl-15', 'pl-19'];

const value = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export type ReferenceLabels = Awaited<ReturnType<typeof getTranslations<'OpenApi.reference'>>>;

function ConstraintText({ constraint, t }: { constraint: Constraint; t: ReferenceLabels }) {
  const label = t(`constraints.${constraint.kind}`);
  switch (constraint.kind) {
    case 'oneOf':
      return (
        <>
          {label}{' '}
          {constraint.values.map((v, i) => (
            <span key={i}>
              {i > 0 ? ', ' : null}
              <code>{value(v)}</code>
            </span>
          ))}
        </>
      );
    case 'length':
    case 'items': {
      const { min, max } = constraint;
      const range = min === max ? `${min}` : `${min ?? 0}–${max ?? '∞'}`;
      return (
        <>
          {label} {range}
        </>
      );
    }
    default:
      return (
        <>
          {label} <code>{value(constraint.value)}</code>
        </>
      );
  }
}

/** A field's type and its limits: `integer | null` · min. 0 · default null. */
export function TypeCell({
  row,
  t,
}: {
  row: Pick<SchemaRow, 'types' | 'items' | 'constraints'>;
  t: ReferenceLabels;
}) {
  const types = row.types.map((type) => (type === 'array' && row.items ? `${row.items}[]` : type));
  return (
    <>
      <code>{types.join(' | ')}</code>
      {row.constraints.map((constraint, i) => (
        <span key={i} className="block text-slate-600">
          <ConstraintText constraint={constraint} t={t} />
        </span>
      ))}
    </>
  );
}

type Props = { caption: string; rows: SchemaRow[] };

/** The fields of a body or an answer: name, type with its limits, required, description. */
export async function SchemaTable({ caption, rows }: Props) {
  const t = await getTranslations('OpenApi.reference');
  const columns = ['field', 'type', 'required', 'description'] as const;
  return (
    <ReferenceTable
      caption={caption}
      columns={columns.map((c) => t(`columns.${c}`))}
      minWidth="min-w-[40rem]"
    >
      {rows.map((row, i) => (
        <tr key={`${i}-${row.name}`}>
          <th scope="row" className={indent[Math.min(row.depth, indent.length - 1)]}>
            <code>{row.name}</code>
            {row.variant !== undefined ? (
              <span className="block font-normal text-slate-600">
                {t('constraints.variant')} <code>{row.variant}</code>
              </span>
            ) : null}
          </th>
          <td>
            <TypeCell row={row} t={t} />
          </td>
          <td>{row.required ? t('yes') : t('no')}</td>
          <td>{row.description ? <Prose text={row.description} /> : null}</td>
        </tr>
      ))}
    </ReferenceTable>
  );
}
