import 'server-only';
import { Hono } from 'hono';
import { isLanguageCode, languageByCode, languageCodes } from '@/lib/i18n/locales';
import { openApiDocument } from '@/lib/open-api/document';
import { problem } from '@/lib/server/open-api/problem';

// The Open API's OpenAPI 3.1 document (lib/open-api/document.ts), one per language. Public: it
// is mounted in app.ts before the Open API's routes, whose key check covers everything else
// under /api/open/v1, so tools and the reference pages read it without a key. It changes only
// with a deployment, so shared caches may keep it five minutes.
export const openApiDocumentRoutes = new Hono();

const PATH = '/open/v1/openapi.json';

// GET /api/open/v1/openapi.json?lang=de — the document in that language; English by default.
openApiDocumentRoutes.get(PATH, async (c) => {
  const lang = c.req.query('lang') ?? 'en';
  if (!isLanguageCode(lang)) {
    return problem(
      c,
      400,
      'invalid-request',
      `lang must be one of ${languageCodes.join(', ')}; leave it out for English.`,
      { errors: [{ parameter: 'lang', message: `Unknown language "${lang}".` }] },
    );
  }
  const { tag } = languageByCode(lang);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Content-Language', tag);
  return c.json(await openApiDocument(tag));
});

// Another method: 405 with Allow, as a problem document like the rest of the Open API.
openApiDocumentRoutes.on(['POST', 'PUT', 'PATCH', 'DELETE'], PATH, (c) => {
  c.header('Allow', 'GET, HEAD');
  return problem(c, 405, 'method-not-allowed', `${c.req.method} is not allowed here; use GET.`);
});
