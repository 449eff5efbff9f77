import 'server-only';

// The session cookie's name (better-auth: `<prefix>.session_token`, with `__Secure-` on https).
export const SESSION_COOKIE = 'voltara.session_token';

const present = /(?:^|;\s*)(?:__Secure-)?voltara\.session_token=[^;\s]/;

/** Does the request carry a session cookie at all? Without one nobody is signed in: no lookup. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && present.test(cookieHeader);
}
