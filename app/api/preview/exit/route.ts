import { exitPreview } from '@/lib/server/preview/handlers';

// Leaves draft mode (see app/api/preview/route.ts for why this is not a Hono route).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = exitPreview;
