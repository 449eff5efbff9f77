import { enterPreview } from '@/lib/server/preview/handlers';

// Preview, a Next route handler rather than a Hono route: draftMode() sets its cookie
// on the request Next is answering, which only a handler of Next's own can do (inside the Hono
// app, called in process, next/headers would belong to another request). More specific than
// app/api/[[...route]], so Next routes /api/preview here.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = enterPreview;
