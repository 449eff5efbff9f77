import 'server-only';
import { draftMode } from 'next/headers';
import { currentSession } from '@/components/account/current-user';
import { hasRole } from '@/lib/server/auth/roles';
import { loginFor } from './links';
import { safeSitePath } from './path';

// Relative Locations: they stay right behind any reverse proxy and on any bound address.
const noStore = { 'Cache-Control': 'private, no-store' };
const redirect = (location: string) =>
  new Response(null, { status: 307, headers: { Location: location, ...noStore } });
const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore },
  });

// GET /api/preview?path=/de/explore/news — an editor's browser enters draft mode and opens the page.
export async function enterPreview(request: Request): Promise<Response> {
  const path = safeSitePath(new URL(request.url).searchParams.get('path'));
  if (!path) {
    return plain(400, 'Bad Request: path must be a path on this site, like /de/explore/news');
  }
  const session = await currentSession();
  // Not signed in: sign in first, then the same link again (so a shared link works).
  if (!session) return redirect(loginFor(path));
  if (!hasRole(session.user.role, 'editor')) {
    return plain(403, 'Forbidden: preview is for editors. Ask an administrator for the role.');
  }
  (await draftMode()).enable();
  return redirect(path);
}

// GET /api/preview/exit?path=/de/explore/news — leave draft mode, back to the page (or home).
export async function exitPreview(request: Request): Promise<Response> {
  const path = safeSitePath(new URL(request.url).searchParams.get('path')) ?? '/';
  (await draftMode()).disable();
  return redirect(path);
}
