import { ConsoleLangProvider } from '@/components/console/ui/console-lang';
import { ToastProvider } from '@/components/console/ui/toast';
import { commonTexts, type ConsoleLang } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';
import type { ConsoleUser } from './session';
import { SideNav } from './side-nav.client';
import { SignOutButton } from './sign-out-button.client';

type Props = {
  lang: ConsoleLang;
  user: ConsoleUser;
  children: React.ReactNode;
};

const roleKey = (role: string) => (role === 'admin' || role === 'editor' ? role : 'user');

/**
 * The console's own frame (none of the public site's header, footer or cookie banner): a skip
 * link, a top bar with who is signed in, the section nav, and the page in <main>.
 */
export function ConsoleShell({ lang, user, children }: Props) {
  const t = commonTexts[lang];
  return (
    <ConsoleLangProvider lang={lang}>
      <ToastProvider>
        <a
          href="#console-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow"
        >
          {t.skipToContent}
        </a>
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-300 bg-brand-900 px-4 py-3 text-white">
          <p className="text-lg font-bold">
            {t.siteName} <span className="font-normal">· {t.console}</span>
          </p>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <p>
              <span className="sr-only">{t.signedInAs} </span>
              <span data-console-user>{user.email}</span>{' '}
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-900">
                {t.roles[roleKey(user.role)]}
              </span>
            </p>
            <Link href="/" className="font-medium text-white underline underline-offset-2">
              {t.publicSite}
            </Link>
            <SignOutButton />
          </div>
        </header>
        <div className="flex flex-1 flex-col desk:flex-row">
          <aside className="border-b border-slate-300 bg-slate-100 p-3 desk:w-56 desk:shrink-0 desk:border-r desk:border-b-0">
            <SideNav isAdmin={user.role === 'admin'} />
          </aside>
          <main
            id="console-main"
            tabIndex={-1}
            className="min-w-0 flex-1 bg-white px-4 py-6 focus:outline-none desk:px-8"
          >
            {children}
          </main>
        </div>
      </ToastProvider>
    </ConsoleLangProvider>
  );
}
