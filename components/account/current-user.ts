import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { hasSessionCookie } from '@/lib/server/auth/session-cookie';

/**
 * The signed-in user of this page request, or null. Without a session cookie nobody is signed
 * in and the database is not asked (most visitors are anonymous). Once per request, however
 * many components ask (header, personal center).
 */
export const currentSession = cache(async () => {
  const jar = await cookies();
  if (!hasSessionCookie(jar.toString())) return null;
  // Loaded only now: an anonymous page view never even loads better-auth.
  const { getAuth } = await import('@/lib/server/auth/instance');
  const auth = await getAuth();
  return auth.api.getSession({
    headers: await headers(),
    query: { disableCookieCache: true },
  });
});
