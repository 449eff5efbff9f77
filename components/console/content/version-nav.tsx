'use client';

import { websites } from '@/lib/console/content-types';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link } from '@/lib/i18n/client-navigation';
import { StatusBadge, useCommonTexts, useConsoleLang } from '@/components/console/ui';
import { shownStateOf, type VersionRow } from './versions';

type Props = {
  basePath: string;
  versions: Record<string, VersionRow>;
  current: number;
};

/** The seven languages: existing versions link to their form with their state; missing ones say so. */
export function VersionNav({ basePath, versions, current }: Props) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const common = useCommonTexts();
  return (
    <nav aria-label={t.versions} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {websites.map((w) => {
          const row = versions[String(w.id)];
          if (!row) {
            return (
              <li
                key={w.id}
                data-website={w.id}
                className="flex items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm text-slate-700"
              >
                {w.label} <StatusBadge status="missing" label={common.states.missing} />
              </li>
            );
          }
          const state = shownStateOf(row);
          const isCurrent = w.id === current;
          return (
            <li key={w.id} data-website={w.id}>
              <Link
                href={{ pathname: basePath, query: { websiteId: String(w.id) } }}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
                  isCurrent
                    ? 'border-brand-800 bg-brand-50 text-brand-900 ring-2 ring-brand-800'
                    : 'border-slate-400 text-slate-900 hover:bg-slate-100'
                }`}
              >
                {w.label} <StatusBadge status={state} label={common.states[state]} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
