import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ConsoleShell } from '@/components/console/shell/console-shell';
import { ForbiddenView } from '@/components/console/shell/forbidden-view';
import { consoleAccess, isConsoleLocale } from '@/components/console/shell/session';
import { commonTexts, consoleLangOf } from '@/lib/console/i18n/common';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

// The editor console (docs/console.md). Never indexed, never cached: rendered per request,
// with the nonce CSP (personal, unlike the public pages of the full-route cache).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = commonTexts[consoleLangOf(locale)];
  return {
    title: { template: `%s · ${t.console}`, default: t.console },
    robots: { index: false, follow: false },
  };
}

/**
 * Every console page passes here: English or Chinese only (other languages go to /admin), a
 * session (else the login page, coming back afterwards), the editor role (else the 403 view).
 */
export default async function ConsoleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isConsoleLocale(locale)) redirect('/admin');
  setRequestLocale(locale);
  const lang = consoleLangOf(locale);
  const access = await consoleAccess(locale);
  if (access.kind === 'forbidden') return <ForbiddenView lang={lang} />;
  return (
    <ConsoleShell lang={lang} user={access.user}>
      {children}
    </ConsoleShell>
  );
}
