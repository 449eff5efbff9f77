import { Link } from '@/lib/i18n/navigation';
import { commonTexts, type ConsoleLang } from '@/lib/console/i18n/common';

type Props = {
  lang: ConsoleLang;
  /** Inside the console (an editor on an admin page): a sentence, no way out but the nav. */
  isInsideConsole?: boolean;
};

/**
 * The 403 view. A Next page cannot set its status without the experimental authInterrupts, so
 * the console layout renders this in place of the page (noindex like every console page); the
 * API behind it answers a real 403 either way.
 */
export function ForbiddenView({ lang, isInsideConsole = false }: Props) {
  const t = commonTexts[lang];
  if (isInsideConsole) {
    return (
      <div
        data-console-forbidden="admin"
        className="rounded-lg border-2 border-amber-400 bg-amber-50 p-6"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t.forbidden.title}</h1>
        <p className="mt-2 text-slate-900">{t.adminOnly}</p>
      </div>
    );
  }
  return (
    <main
      id="main"
      tabIndex={-1}
      data-console-forbidden="console"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-6 py-16 focus:outline-none"
    >
      <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">403</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t.forbidden.title}</h1>
      <p className="mt-4 text-slate-800">{t.forbidden.body}</p>
      <p className="mt-8">
        <Link
          href="/"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {t.forbidden.home}
        </Link>
      </p>
    </main>
  );
}
