import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import { Link } from '@/lib/i18n/navigation';
import { submissionKinds, type SubmissionKind } from '@/lib/validation/console-submissions';

/**
 * The three kinds of submission as links (not ARIA tabs: each is its own page with its own
 * address); the current one carries aria-current. No hooks, so a server page renders it.
 */
export function KindNav({ lang, current }: { lang: ConsoleLang; current?: SubmissionKind }) {
  const t = inboxTexts[lang].inbox;
  return (
    <nav aria-label={t.kindsNav} className="mb-6 border-b border-slate-300">
      <ul className="flex flex-wrap gap-1">
        {submissionKinds.map((kind) => {
          const isCurrent = kind === current;
          return (
            <li key={kind}>
              <Link
                href={`/admin/submissions/${kind}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`-mb-px inline-block border-b-4 px-4 py-2 text-sm font-semibold ${
                  isCurrent
                    ? 'border-brand-800 text-brand-900'
                    : 'border-transparent text-slate-800 hover:border-slate-400'
                }`}
              >
                {t.kinds[kind]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
