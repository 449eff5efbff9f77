import {
  editableStates,
  intIdSchema,
  slugSchema,
  websiteIdSchema,
  type ContentType,
  type FieldDef,
} from '@/lib/console/content-types';
import { z } from '@/lib/validation/zod';
import { fromLocalInput, toLocalInput } from '@/components/console/ui/datetime';
import { editableStateOf, type VersionRow } from './versions';

// The editor's form: the type's own fields (checked by the type's schema, the one the API uses)
// plus the version's state, its publish time as typed (datetime-local) and, for a new item, its
// language and id. Pure functions, so the mapping to and from the API is unit-tested.

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

const localDateTime = z
  .string()
  .refine((v) => v === '' || fromLocalInput(v) !== null, 'Use a date and time.');

export function formSchema(type: ContentType, mode: FormMode) {
  const meta = { state: z.enum(editableStates), publishAtLocal: localDateTime };
  if (mode === 'edit') return type.schema.safeExtend(meta);
  return type.schema.safeExtend({
    ...meta,
    websiteId: websiteIdSchema,
    id: type.idKind === 'slug' ? slugSchema : z.union([z.literal(''), intIdSchema]),
  });
}

/** A stored value as its input shows it ('' for none; dates as YYYY-MM-DD). */
function inputValueOf(field: FieldDef, value: unknown): unknown {
  if (field.kind === 'specs') return Array.isArray(value) ? value : [];
  if (value === null || value === undefined) return '';
  if (field.kind === 'date') return String(value).slice(0, 10);
  return typeof value === 'number' ? String(value) : value;
}

/** The form's starting values: a stored version, or an empty new one. */
export function initialValues(
  type: ContentType,
  source: { row: VersionRow } | { websiteId: number },
): FormValues {
  const row: Record<string, unknown> = 'row' in source ? source.row : {};
  const values: FormValues = Object.fromEntries(
    type.fields.map((field) => [field.name, inputValueOf(field, row[field.name])]),
  );
  if ('row' in source) {
    values.state = editableStateOf(source.row.state);
    values.publishAtLocal = toLocalInput(source.row.publishAt);
  } else {
    values.state = 'draft';
    values.publishAtLocal = '';
    values.websiteId = String(source.websiteId);
    values.id = '';
  }
  return values;
}

/** The parsed form as the API's body: publish time as an ISO instant, no empty int id. */
export function requestBody(
  parsed: FormValues,
  extra: { revision?: number } = {},
): Record<string, unknown> {
  const { publishAtLocal, id, ...rest } = parsed;
  const body: Record<string, unknown> = {
    ...rest,
    publishAt: fromLocalInput(publishAtLocal as string),
    ...extra,
  };
  if (id !== undefined && id !== '') body.id = id;
  return body;
}

/** A server field error's key as the form names it. */
export function formFieldOf(key: string): string {
  return key === 'publishAt' ? 'publishAtLocal' : key;
}
