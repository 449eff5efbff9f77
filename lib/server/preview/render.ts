import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { currentSession } from '@/components/account/current-user';
import { hasRole } from '@/lib/server/auth/roles';

/**
 * Whether this page request renders in preview: Next's draft mode is on AND the signed-in user
 * is an editor or admin now. Draft mode alone is only a cookie; the role is read with the
 * session on every request, so an editor whose role is taken away sees published content at
 * once. Decided once per request (React cache), however many reads ask.
 */
export const isPreviewRender = cache(async (): Promise<boolean> => {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (a script, a test rendering a component): never a preview.
    return false;
  }
  if (!enabled) return false;
  const session = await currentSession().catch(() => null);
  return hasRole(session?.user.role, 'editor');
});
