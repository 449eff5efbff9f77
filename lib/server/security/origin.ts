import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '@/lib/server/api/errors';
import { siteUrl } from '@/lib/site-url';

function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function hostOf(origin: string): string {
  return new URL(origin).host.toLowerCase();
}

type OriginCheck = {
  origin?: string;
  referer?: string;
  /** The hosts the request was addressed to: Host, X-Forwarded-Host (behind a proxy). */
  hosts: (string | undefined)[];
  siteOrigin: string;
};

/**
 * Is a POST coming from our own pages? Browsers send Origin with every POST (same-origin ones
 * too), so a missing or foreign Origin is refused: that closes cross-site request forgery of
 * the forms. An opaque `Origin: null` (privacy contexts) is judged by the Referer instead. Our
 * own origin is SITE_URL's, or the host the request came to (a preview or a second domain).
 */
export function isSameOrigin({ origin, referer, hosts, siteOrigin }: OriginCheck): boolean {
  if (!origin) return false;
  const source = origin === 'null' ? originOf(referer) : originOf(origin);
  if (!source) return false;
  if (source === originOf(siteOrigin)) return true;
  const sourceHost = hostOf(source);
  return hosts.some((host) => !!host && host.split(',')[0]!.trim().toLowerCase() === sourceHost);
}

/** Hono middleware: 403 envelope unless the request passes isSameOrigin. */
export const requireSameOrigin: MiddlewareHandler = async (c, next) => {
  const ok = isSameOrigin({
    origin: c.req.header('origin'),
    referer: c.req.header('referer'),
    hosts: [c.req.header('host'), c.req.header('x-forwarded-host')],
    siteOrigin: siteUrl(),
  });
  if (!ok) throw new HttpError(403, 'Forbidden: the request must come from this site (Origin)');
  await next();
};
