// Who may be signed in, without asking the database. Public pages are the same
// cached bytes for everyone, so the header's account corner is decided in the browser. The
// session cookie is httpOnly (scripts cannot see it), so proxy.ts keeps a readable hint cookie
// beside it: present while a session cookie is, gone when it is not. The hint holds nothing
// secret ("1"); it only tells the page that asking /api/account/me is worth a request.

export const SIGNED_IN_HINT = 'voltara_signed_in';

/** The session cookie (better-auth: `<prefix>.session_token`, `__Secure-` on https). */
const session = /(?:^|;\s*)(?:__Secure-)?voltara\.session_token=[^;\s]/;
const hint = /(?:^|;\s*)voltara_signed_in=1(?:;|$)/;

/** Does the request carry a session cookie at all? Without one nobody is signed in: no lookup. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && session.test(cookieHeader);
}

/** Does this cookie string (a request's header, or document.cookie) hold the hint? */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return !!cookies && hint.test(cookies);
}
