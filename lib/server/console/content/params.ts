import 'server-only';
import { z } from 'zod';
import {
  contentTypes,
  intIdSchema,
  isContentTypeKey,
  slugSchema,
  versionStates,
  websiteIdSchema,
  type ContentType,
  type ContentTypeKey,
} from '@/lib/console/content-types';
import { HttpError } from '@/lib/server/api/errors';
import { fieldErrorsOf } from './body';
import type { ItemId } from './types';

// The path and query parts of the content routes, checked before any database work: an unknown
// type is 404 (there is no such collection), a malformed id or filter is a 400 naming it.

function parsed<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  if (errors._ && field !== '_') {
    errors[field] = errors._;
    delete errors._;
  }
  throw new HttpError(400, `Bad Request: check ${Object.keys(errors).join(', ')}`, errors);
}

export function typeOf(raw: string | undefined): { key: ContentTypeKey; type: ContentType } {
  if (!isContentTypeKey(raw)) throw new HttpError(404, 'Not Found: no such content type');
  return { key: raw, type: contentTypes[raw] };
}

/** An item id of the type's kind: a positive integer or a slug. */
export function idOf(type: ContentType, raw: string | undefined): ItemId {
  return parsed(type.idKind === 'slug' ? slugSchema : intIdSchema, raw, 'id');
}

export function websiteIdOf(raw: string | undefined): number {
  return parsed(websiteIdSchema, raw, 'websiteId');
}

/** ?revision=N of a delete: the revision the editor saw. */
export function revisionOf(raw: string | undefined): number {
  return parsed(intIdSchema, raw, 'revision');
}

export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  websiteId: websiteIdSchema.optional(),
  state: z.enum(versionStates).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export function listQueryOf(query: Record<string, string>): ListQuery {
  return parsed(listQuerySchema, query, '_');
}
