import 'server-only';
import type { Context } from 'hono';
import { isPreviewSecret, PREVIEW_HEADER } from './secret';

/**
 * Whether this API request comes from our own server rendering a page in draft mode for an
 * editor (lib/server/preview/render.ts decides that and sends the header). Anything else,
 * including a forged header, is an ordinary visitor's request.
 */
export function isPreviewRequest(c: Context): boolean {
  return isPreviewSecret(c.req.header(PREVIEW_HEADER));
}

/**
 * Marks a public read's answer: a preview answer holds drafts, so no cache may keep it; every
 * answer varies on the header, so a cache in front of a separate back end never hands a
 * visitor's answer to a preview request or the other way round.
 */
export function markPreviewAnswer(c: Context, preview: boolean): void {
  c.header('Vary', PREVIEW_HEADER, { append: true });
  if (preview) c.header('Cache-Control', 'private, no-store');
}
