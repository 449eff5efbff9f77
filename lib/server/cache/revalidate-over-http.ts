import 'server-only';
import { PREVIEW_HEADER, previewSecret } from '@/lib/server/preview/secret';

/**
 * Revalidating a tag needs a request (Next's revalidateTag throws outside one), but a scheduled
 * publish time passes with no request around (the schedule watcher, the cached pages). The
 * watcher then asks its own server, over loopback, to revalidate: POST /api/internal/revalidate
 * with the process's server secret (the one previews use, never sent to a browser).
 *
 * Next sets __NEXT_PRIVATE_ORIGIN once `next start` listens; before that (and in scripts and
 * tests) there is no server to ask, and the caller keeps the tags for its next tick.
 */
export const REVALIDATE_PATH = '/api/internal/revalidate';

export async function revalidateOverHttp(tags: readonly string[]): Promise<boolean> {
  if (tags.length === 0) return true;
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (!origin) return false;
  try {
    const answer = await fetch(`${origin}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [PREVIEW_HEADER]: previewSecret() },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
    return answer.ok;
  } catch {
    return false;
  }
}
