import type { ConsoleRole } from '@/lib/server/auth/roles';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { ForbiddenView } from './forbidden-view';
import { consoleAccess, isConsoleLocale } from './session';

type Props = { locale: string; needed: ConsoleRole; children: React.ReactNode };

/**
 * A console page that needs more than the editor role (users, audit: admin). The layout has
 * already let an editor in; this renders the page only for `needed`, else the 403 view inside
 * the console. Usage in a page: <RoleGate locale={locale} needed="admin">…</RoleGate>.
 */
export async function RoleGate({ locale, needed, children }: Props) {
  const target = isConsoleLocale(locale) ? locale : 'en-US';
  const access = await consoleAccess(target, needed);
  if (access.kind === 'forbidden') {
    return <ForbiddenView lang={consoleLangOf(target)} isInsideConsole />;
  }
  return children;
}
