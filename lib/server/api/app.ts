import 'server-only';
import { Hono } from 'hono';
import { PROXY_BYPASS_PATHS, setSecurityHeaders } from '@/lib/security/response-headers';
import { fail } from './envelope';
import { HttpError, toHttpError } from './errors';
import { captchaRoutes } from './routes/captcha';
import { buildRoutes } from './routes/build';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/api-keys';
import { apiTryRoutes } from './routes/api-try';
import { apiUsageRoutes } from './routes/api-usage';
import { systemAccessRoutes } from './routes/system-access';
import { openApiRoutes } from './routes/open-api';
import { openApiDocumentRoutes } from './routes/open-api-document';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { configRoutes } from './routes/config';
import { consentRoutes } from './routes/consent';
import { cspReportRoutes } from './routes/csp-report';
import { detailRoutes } from './routes/details';
import { fileRoutes } from './routes/files';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { internalRoutes } from './routes/internal';
import { listReads, listRoutes } from './routes/lists';
import { routeRuleRoutes } from './routes/route-rules';
import { searchRoutes } from './routes/search';
import { trackingRoutes } from './routes/tracking';
import { warrantyRoutes } from './routes/warranty';

/**
 * The API, mounted at app/api/[[...route]]/route.ts and called in process by server components
 * (app.fetch / app.request). Handlers read only from c.req: next/headers would give the page's
 * request, not this one.
 */
export const app = new Hono().basePath('/api');

// The routes that do not pass proxy.ts get its security headers here, on every answer (an
// error's too: onError's response is in c.res by the time next() returns).
for (const path of PROXY_BYPASS_PATHS) {
  app.use(path, async (c, next) => {
    await next();
    setSecurityHeaders(c.res.headers);
  });
}

app.route('/', healthRoutes);
app.route('/', configRoutes);
app.route('/', listRoutes);
app.route('/', detailRoutes);
app.route('/', formRoutes);
app.route('/', authRoutes);
app.route('/', accountRoutes);
app.route('/', apiTryRoutes);
app.route('/', apiKeyRoutes);
app.route('/', apiUsageRoutes);
app.route('/', systemAccessRoutes);
// Public, so before the Open API's routes and their key check.
app.route('/', openApiDocumentRoutes);
app.route('/', openApiRoutes);
app.route('/', warrantyRoutes);
app.route('/', buildRoutes);
app.route('/', routeRuleRoutes);
app.route('/', consentRoutes);
app.route('/', trackingRoutes);
app.route('/', searchRoutes);
app.route('/', cspReportRoutes);
app.route('/', captchaRoutes);
app.route('/', adminRoutes);
app.route('/', fileRoutes);
app.route('/', internalRoutes);

// A known read-only path asked with another method: 405 with Allow, not a misleading 404.
// Registered last so a write route added above for the same path still wins.
const readOnlyPaths = [
  '/health',
  '/build',
  '/route-rules',
  '/config/i18n',
  '/search',
  '/certifications',
  ...Object.keys(listReads),
];
readOnlyPaths.push('/news/:id', '/blogs/:keytitle', '/products/:id');
app.on(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], readOnlyPaths, (c) => {
  c.header('Allow', 'GET, HEAD');
  return fail(c, new HttpError(405));
});

// One error type, one shape, one place; never a stack trace in a response.
app.onError((error, c) => fail(c, toHttpError(error)));
app.notFound((c) => fail(c, new HttpError(404)));
