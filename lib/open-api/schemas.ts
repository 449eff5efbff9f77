import { z } from '@/lib/validation/zod';

// The Open API's request schemas, shared by the routes and (later) the OpenAPI document, so that
// the reference and the behaviour cannot drift apart.

/** At most this many items a page. */
export const PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});

/** Serials as the API takes them: a sandbox system's SBX-…, or a device's serial number. */
export const serialParamSchema = z.string().regex(/^[A-Z0-9-]{4,40}$/);
