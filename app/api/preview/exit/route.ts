import { exitPreview } from '@/lib/server/preview/handlers';

// Issue 7: leaves draft mode (see app/api/preview/route.ts for why this is not a Hono route).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = exitPreview;
