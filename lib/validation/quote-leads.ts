import { z } from './zod';
import { requiredText } from './fields';
import { PAGE_SIZE_MAX, SEARCH_MAX } from './console-submissions';

// What a certified partner sends about a lead (personal center), and the console's
// filters and reassignment of quote requests. No server imports: the browser loads it.

export const DECLINE_REASON_MAX = 1000;

/** A decline says why (Forms.errors keys: the personal center translates them). */
export const declineLeadSchema = z.object({
  reason: requiredText('pleaseFillIn', DECLINE_REASON_MAX),
});

export const quoteStatuses = ['assigned', 'accepted', 'staff'] as const;

/** ?status=&country=&q=&page=&size= of the console's list and its CSV export. */
export const quoteFilterSchema = z.object({
  status: z.enum(quoteStatuses).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected a country code (ISO 3166-1 alpha-2)')
    .optional(),
  q: z.string().trim().max(SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});
export type QuoteFilter = z.output<typeof quoteFilterSchema>;

/** The console gives a request to a certified partner of its country, or to staff (null). */
export const reassignQuoteSchema = z.object({
  partnerKey: z.string().trim().min(1).max(300).nullable(),
});
