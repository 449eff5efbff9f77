import 'server-only';
import { randomBytes } from 'node:crypto';
import { serverEnv } from '@/lib/server/env';
import type { MailContext } from '@/lib/server/mail/templates';

export function mailContext(): MailContext {
  const { SITE_URL, STAFF_EMAIL } = serverEnv();
  return { site: SITE_URL.replace(/\/+$/, ''), staffEmail: STAFF_EMAIL };
}

/** An unguessable link token (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** The country's English name for staff (the form stores the ISO code). */
export function countryLabel(code: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
