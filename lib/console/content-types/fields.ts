import { z } from '@/lib/validation/zod';

// Building blocks of the console's content schemas, shared by the forms and the API. Messages
// are plain English (the console UI may translate them by text). Script in a field is refused
// with a field error ("script in any field: a clear 4xx"), although pages would render
// it harmless anyway: markdown goes through the site's sanitizing renderer, the rest is text.

export const LIMITS = {
  title: 200,
  line: 200,
  summary: 1000,
  body: 100_000,
  url: 2048,
  slug: 200,
} as const;

export type Bilingual = { en: string; zh: string };

export type FieldKind =
  'text' | 'textarea' | 'markdown' | 'date' | 'number' | 'select' | 'url' | 'file' | 'specs';

export type FieldOption = { value: string | number; label: Bilingual };

export type FieldDef = {
  name: string;
  kind: FieldKind;
  label: Bilingual;
  required: boolean;
  options?: FieldOption[];
  max?: number;
  /** For 'file': what the upload picker accepts (a MIME list for the <input accept>). */
  accept?: string;
  /** For 'date': a new item starts with today, in the editor's time zone. */
  defaultsToToday?: boolean;
};

/** A field's description for the forms plus the zod schema that checks it. */
export type Field<S extends z.ZodType = z.ZodType> = Omit<FieldDef, 'name'> & { schema: S };

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// PostgreSQL refuses NUL in text and a lone surrogate is no character: both are cleaned, so odd
// input is stored as text or refused with a field error, never a database error.
const cleanLine = (s: string) =>
  s
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\r\n?|\n|\t/g, ' ')
    .replace(CONTROL, '')
    .trim();
const cleanText = (s: string) =>
  s.replace(LONE_SURROGATE, '\ufffd').replace(/\r\n?/g, '\n').replace(CONTROL, '').trimEnd();

/**
 * Script an editor may paste by mistake or an attacker on purpose: a <script> (or <iframe>,
 * <object>, <embed>) tag, an inline event handler (<img onerror=…>), a javascript: or vbscript:
 * link. Other HTML stays allowed in markdown.
 */
const SCRIPT =
  /<\s*\/?\s*(script|iframe|object|embed)\b|<[^>]*\son[a-z]+\s*=|\b(javascript|vbscript)\s*:/i;
export const NO_SCRIPT = 'Scripts are not allowed here.';
export const hasScript = (value: string) => SCRIPT.test(value);

const tooLong = (max: number) => `At most ${max} characters.`;
const REQUIRED = 'Required.';

const str = (clean: (s: string) => string, max: number, min: 0 | 1) =>
  z
    .string({ error: REQUIRED })
    .transform(clean)
    .pipe(
      z
        .string()
        .min(min, REQUIRED)
        .max(max, tooLong(max))
        .refine((v) => !hasScript(v), NO_SCRIPT),
    );

/** '' and null both mean "no value" for an optional field: stored as null. */
const optional = <S extends z.ZodType<string | null>>(schema: S) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const requiredLine = (max: number = LIMITS.line) => str(cleanLine, max, 1);
export const optionalLine = (max: number = LIMITS.line) =>
  optional(str(cleanLine, max, 0).transform((v) => (v === '' ? null : v)));
export const text = (max: number) => str(cleanText, max, 0).default('');
export const requiredText = (max: number) => str(cleanText, max, 1);

/** http(s) URL or a path on this site ('/…', not '//…' or '/\…', which leave the site). */
export function isSafeLink(value: string): boolean {
  if (/[\s\u0000-\u001f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const link = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.url, tooLong(LIMITS.url))
  .refine(isSafeLink, 'Use an http(s) address or a path on this site starting with /.');

export const requiredUrl = () => link;
export const optionalUrl = () => optional(link);

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isoDate = () =>
  z.string({ error: REQUIRED }).refine(isIsoDate, 'Use a date like 2025-06-30.');

export const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(min, `At least ${min}.`)
    .max(max, `At most ${max}.`);

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Choose one of: ${values.join(', ')}.` });

/** ISO 639-1: the language a document or a training session is in (not a site variant). */
export const isoLanguage = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'Use a two-letter ISO 639-1 code, e.g. de.');

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = () =>
  z
    .string({ error: REQUIRED })
    .max(LIMITS.slug, tooLong(LIMITS.slug))
    .regex(SLUG, 'Use lowercase letters, digits and single hyphens, e.g. hybrid-inverter-10k.');

/** Products' spec table: groups of label/value rows, in the row's language. */
export const specGroups = () =>
  z
    .array(
      z.object({
        title: requiredLine(),
        rows: z
          .array(z.object({ label: requiredLine(), value: str(cleanLine, LIMITS.summary, 0) }))
          .max(100, 'At most 100 rows in a group.'),
      }),
    )
    .max(50, 'At most 50 groups.')
    .default([]);

export function options<const T extends readonly (string | number)[]>(
  values: T,
  labels: Record<T[number], Bilingual>,
): FieldOption[] {
  return values.map((value) => ({ value, label: labels[value as T[number]] }));
}
