import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { limitByAddress } from '@/lib/server/privacy/http';
import { cachedSearch } from '@/lib/server/search/cached';
import { searchLimiters } from '@/lib/server/search/limits';
import { searchText } from '@/lib/server/search/texts';
import { MAX_QUERY_LENGTH, normalizeQuery, searchKinds } from '@/lib/search/query';
import { exactParam } from '@/lib/validation/search';
import { ok } from '../envelope';
import { HttpError } from '../errors';

export const searchRoutes = new Hono();

const kindSchema = z.enum(searchKinds).optional();

// GET /api/search?q=…&lang=de[&type=product][&exact=1]. Every bad input is a fast 400 with a
// message in the asked language (English when the language itself is bad); a too-short query
// is a 200 with no results (the box asks while the visitor types).
searchRoutes.get('/search', async (c) => {
  c.header('Cache-Control', 'no-store');
  await limitByAddress(c, searchLimiters().perIp, 'search');
  const langs = c.req.queries('lang') ?? [];
  const langParam = langs[0] ?? 'en';
  if (langs.length > 1 || !isLanguageCode(langParam)) {
    throw new HttpError(400, await searchText('en', 'badLanguage'), { lang: ['badLanguage'] });
  }
  const lang: LanguageCode = langParam;
  const qs = c.req.queries('q') ?? [];
  if (qs.length > 1)
    throw new HttpError(400, await searchText(lang, 'repeated'), { q: ['repeated'] });
  const raw = qs[0] ?? '';
  // Checked before normalising: a 10 KB query is refused without any work on it.
  if (raw.length > MAX_QUERY_LENGTH * 2) throw await tooLong(lang);
  const query = normalizeQuery(raw);
  if ([...query].length > MAX_QUERY_LENGTH) throw await tooLong(lang);
  const types = c.req.queries('type') ?? [];
  const kind = kindSchema.safeParse(types.length > 1 ? '' : types[0]);
  if (!kind.success) throw await badOption(lang, 'type');
  const exacts = c.req.queries('exact') ?? [];
  const exact = exactParam.safeParse(exacts.length > 1 ? '' : exacts[0]);
  if (!exact.success) throw await badOption(lang, 'exact');

  return ok(c, await cachedSearch({ query, lang, kind: kind.data, exact: exact.data }));
});

async function badOption(lang: LanguageCode, field: 'type' | 'exact') {
  return new HttpError(400, await searchText(lang, 'badOption'), { [field]: ['unknown'] });
}

async function tooLong(lang: LanguageCode) {
  return new HttpError(400, await searchText(lang, 'tooLong', { max: MAX_QUERY_LENGTH }), {
    q: ['tooLong'],
  });
}
