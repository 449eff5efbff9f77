import 'server-only';
import { z } from 'zod';
import { languageByCode, languageCodes, type LanguageCode } from '@/lib/i18n/locales';
import { dynamicRoutes } from '@/lib/routes';

/** List calls send page=1, size=9999. Unknown keys (the client's `_t`) pass. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(9999).default(9999),
});

/** `?lang=de` → the websiteId of that language; English by default. */
export const langQuery = z.object({
  lang: z
    .enum(languageCodes as [LanguageCode, ...LanguageCode[]])
    .default('en')
    .transform((code) => languageByCode(code).id),
});

// The page routes and the API accept the same ids (lib/routes.ts), so a page never asks for an
// id the API refuses.
const patternOf = (key: (typeof dynamicRoutes)[number]['key']) =>
  dynamicRoutes.find((r) => r.key === key)!.pattern;

export const newsIdParam = z.object({
  id: z
    .string()
    .regex(patternOf('newsDetail'), 'Expected a positive integer id')
    .transform(Number)
    // The column is a PostgreSQL integer: a larger id is a bad request, not a database error.
    .pipe(z.number().max(2_147_483_647, 'Id too large')),
});

export const keytitleParam = z.object({
  keytitle: z.string().regex(patternOf('blogDetail'), 'Expected a slug of at most 120 characters'),
});

export const productIdParam = z.object({
  id: z.string().regex(patternOf('productDetail'), 'Expected a slug of at most 120 characters'),
});
