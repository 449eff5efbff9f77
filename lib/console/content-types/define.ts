import { z } from '@/lib/validation/zod';
import type { Bilingual, Field, FieldDef } from './fields';

export type ContentTypeKey =
  | 'news'
  | 'blogs'
  | 'events'
  | 'cases'
  | 'products'
  | 'downloads'
  | 'faqs'
  | 'videos'
  | 'trainings'
  | 'distributors';

type Shape<F extends Record<string, Field>> = { [K in keyof F]: F[K]['schema'] };

export type ContentType<S extends z.ZodRawShape = z.ZodRawShape> = {
  key: ContentTypeKey;
  label: Bilingual;
  /** 'int': numeric ids shared by the language versions; 'slug': a text id like a keytitle. */
  idKind: 'int' | 'slug';
  /** The column that names an item in lists (title, name, question or company). */
  titleField: string;
  fields: FieldDef[];
  /** The editable fields (not id, websiteId, state, publishAt, revision). */
  schema: z.ZodObject<S>;
};

/**
 * One content type from its fields: each field carries its form description and its schema,
 * so the list the forms draw and the object the API checks can never disagree.
 */
export function defineType<const F extends Record<string, Field>>(def: {
  key: ContentTypeKey;
  label: Bilingual;
  idKind: 'int' | 'slug';
  titleField: keyof F & string;
  fields: F;
  /** A check across fields, reported on one of them (e.g. an end date before the start). */
  check?: (value: z.output<z.ZodObject<Shape<F>>>) => { path: string; message: string } | null;
}): ContentType<Shape<F>> {
  const shape = Object.fromEntries(
    Object.entries(def.fields).map(([name, field]) => [name, field.schema]),
  ) as Shape<F>;
  const check = def.check;
  const schema = check
    ? z.object(shape).superRefine((value, ctx) => {
        const issue = check(value);
        if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      })
    : z.object(shape);
  const fields = Object.entries(def.fields).map(([name, field]) => {
    const { schema: _schema, ...rest } = field;
    void _schema;
    return { name, ...rest };
  });
  return {
    key: def.key,
    label: def.label,
    idKind: def.idKind,
    titleField: def.titleField,
    fields,
    schema,
  };
}
