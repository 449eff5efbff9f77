import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { currentSession } from '@/components/account/current-user';
import { hasRole, type ConsoleRole } from '@/lib/server/auth/roles';
import { languageByTag, prefixOf, type Locale } from '@/lib/i18n/locales';

/** The console speaks English and Chinese; the other languages' /xx/admin go to /admin. */
export const consoleLocales = ['en-US', 'zh-CN'] as const satisfies readonly Locale[];
export type ConsoleLocale = (typeof consoleLocales)[number];

export function isConsoleLocale(locale: string): locale is ConsoleLocale {
  return (consoleLocales as readonly string[]).includes(locale);
}

export type ConsoleUser = { id: string; email: string; name: string; role: string };

export type ConsoleAccess =
  { kind: 'allowed'; user: ConsoleUser } | { kind: 'forbidden'; user: ConsoleUser };

/** Where a visitor without a session signs in, coming back to this console page afterwards. */
async function loginPath(locale: ConsoleLocale): Promise<string> {
  const prefix = prefixOf(languageByTag(locale).code);
  // proxy.ts passes the public path on; a page never sees its own URL otherwise.
  const here = (await headers()).get('x-public-path');
  const next = here && /^\/(cn\/)?admin(\/|$)/.test(here) ? here : `${prefix}/admin`;
  return `${prefix}/login?next=${encodeURIComponent(next)}`;
}

/**
 * Who is at the console, checked on the server for every console page: no session → the login
 * page (redirect); a session without `needed` → 'forbidden' (the caller renders the 403 view).
 * The session is read from the database, so a role taken away stops the next page.
 */
export async function consoleAccess(
  locale: ConsoleLocale,
  needed: ConsoleRole = 'editor',
): Promise<ConsoleAccess> {
  const session = await currentSession();
  if (!session) redirect(await loginPath(locale));
  const { id, email, name } = session.user;
  const role = (session.user as { role?: string | null }).role ?? 'user';
  const user = { id, email, name, role };
  return hasRole(role, needed) ? { kind: 'allowed', user } : { kind: 'forbidden', user };
}
