import { getLocale } from 'next-intl/server';
import { commonTexts, consoleLangOf } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';

// A console page that does not exist (an unknown content type): said inside the console, with
// its navigation still there, rather than by the public site's 404 page.
export default async function ConsoleNotFound() {
  const lang = consoleLangOf(await getLocale());
  const t = commonTexts[lang];
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold text-slate-900">404</h1>
      <p className="text-slate-900">{t.notFound}</p>
      <Link href="/admin" className="font-medium text-brand-800 underline">
        {t.nav.dashboard}
      </Link>
    </div>
  );
}
