import { app } from '@/lib/server/api/app';

// The HTTP door to the Hono API (the same app server components call in process).
export const runtime = 'nodejs';
// Answers depend on the database and the query; caching is done per read in lib/server/data.
export const dynamic = 'force-dynamic';

const handle = (req: Request) => app.fetch(req);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
