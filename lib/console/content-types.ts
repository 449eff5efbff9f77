import { languages } from '@/lib/i18n/locales';
import { z } from '@/lib/validation/zod';
import { newsType, blogsType, videosType } from './content-types/articles';
import { productsType, downloadsType, faqsType } from './content-types/catalog';
import { eventsType, trainingsType, casesType } from './content-types/events';
import { distributorsType } from './content-types/distributors';
import { hasScript, integer, NO_SCRIPT, slug } from './content-types/fields';
import type { ContentType, ContentTypeKey } from './content-types/define';

// The console's content model, shared by the console's forms and the API: for each
// content type its fields and the zod schema of its editable columns, named as the Drizzle
// tables name them (lib/server/db/schema/*.ts). Client-safe: no server module is imported.

export type { ContentType, ContentTypeKey } from './content-types/define';
export type { FieldDef } from './content-types/fields';
export { isSafeLink } from './content-types/fields';

export const contentTypes = {
  news: newsType,
  blogs: blogsType,
  events: eventsType,
  cases: casesType,
  products: productsType,
  downloads: downloadsType,
  faqs: faqsType,
  videos: videosType,
  trainings: trainingsType,
  distributors: distributorsType,
} satisfies Record<ContentTypeKey, ContentType>;

export const contentTypeKeys = Object.keys(contentTypes) as ContentTypeKey[];

export function isContentTypeKey(value: unknown): value is ContentTypeKey {
  return typeof value === 'string' && Object.hasOwn(contentTypes, value);
}

/** The seven sites (requirements: Language variants): websiteId, URL code, name. */
export const websites = languages.map(({ id, code, tag, label }) => ({ id, code, tag, label }));
export type Website = (typeof websites)[number];
export const websiteIds = websites.map((w) => w.id) as number[];
/** The tags i18n_config rows are keyed by (zh-CN, en-AU …). */
export const configTags = websites.map((w) => w.tag) as string[];

/** What a language version is: 'scheduled' is published with a publish time still ahead. */
export const versionStates = ['draft', 'published', 'scheduled'] as const;
export type VersionState = (typeof versionStates)[number];

/** The state an editor sets; 'scheduled' follows from a publish time in the future. */
export const editableStates = ['draft', 'published'] as const;

export function versionStateOf(
  row: { state: boolean; publishAt: Date | string | null },
  now: Date = new Date(),
): VersionState {
  if (!row.state) return 'draft';
  if (row.publishAt !== null && new Date(row.publishAt).getTime() > now.getTime()) {
    return 'scheduled';
  }
  return 'published';
}

const publishAt = z.iso
  .datetime({ offset: true, error: 'Use a date and time like 2025-06-30T09:00:00Z.' })
  .nullable();

/** State and publish time of one language version. */
export const versionMetaSchema = z.object({
  state: z.enum(editableStates, { error: 'Choose draft or published.' }),
  publishAt: publishAt.default(null),
});

export const websiteIdSchema = integer(1, 7);
export const intIdSchema = integer(1, 2_147_483_647);
export const slugSchema = slug();

export type VersionMeta = z.output<typeof versionMetaSchema>;
/** What the create and update schemas give: the meta fields typed, the type's fields loosely. */
export type CreateBody = Record<string, unknown> &
  VersionMeta & { websiteId: number; id?: number | string };
export type UpdateBody = Record<string, unknown> & VersionMeta & { revision: number };

/** POST /api/admin/content/:type — a new language version (int ids may be left to the server). */
export function createBodySchema(type: ContentType): z.ZodType<CreateBody, unknown> {
  return type.schema.safeExtend({
    ...versionMetaSchema.shape,
    websiteId: websiteIdSchema,
    id: type.idKind === 'slug' ? slugSchema : intIdSchema.optional(),
  }) as unknown as z.ZodType<CreateBody, unknown>;
}

/** PUT /api/admin/content/:type/:id/:websiteId — the whole version, with the revision read. */
export function updateBodySchema(type: ContentType): z.ZodType<UpdateBody, unknown> {
  return type.schema.safeExtend({
    ...versionMetaSchema.shape,
    revision: integer(1, 2_147_483_647),
  }) as unknown as z.ZodType<UpdateBody, unknown>;
}

export const duplicateBodySchema = z.object({ toWebsiteId: websiteIdSchema });

/** i18n_config values are short translated strings (site name, slogans …). */
export const configValueSchema = z.object({
  value: z
    .string({ error: 'Required.' })
    .max(10_000, 'At most 10000 characters.')
    .refine((v) => !hasScript(v), NO_SCRIPT),
  revision: integer(1, 2_147_483_647).optional(),
});
export const configKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores.');

export const markdownBodySchema = z.object({
  markdown: z.string({ error: 'Required.' }).max(100_000, 'At most 100000 characters.'),
});

/** The message a stale edit gets (optimistic concurrency). */
export const STALE_MESSAGE =
  'This item was changed by someone else since you opened it. Reload it to see the newer version.';
