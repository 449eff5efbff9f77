import 'server-only';

/** A placeholder origin: a path that resolves to any other origin leaves the site. */
const HERE = 'http://same-site.invalid';
const MAX_LENGTH = 2048;

/**
 * A path on this site to send someone to (a preview's page, the login's `next`), or null.
 * It must start with one '/': '//evil.example' and '/\evil.example' are read by browsers as
 * another host, and control characters (tabs, newlines) are dropped by browsers before they
 * parse, so '/\t/evil.example' would become '//evil.example'. The answer is the parsed,
 * percent-encoded form, safe in a Location header.
 */
export function safeSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Control characters are dropped by browsers and backslashes count as slashes in a URL:
  // neither belongs in a path we hand out, anywhere in it.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
