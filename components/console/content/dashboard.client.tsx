'use client';

import { useEffect, useState } from 'react';
import { contentTypeKeys, contentTypes } from '@/lib/console/content-types';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link } from '@/lib/i18n/client-navigation';
import {
  DataTable,
  LoadState,
  linkClass,
  useCommonTexts,
  useConsoleLang,
} from '@/components/console/ui';
import { CountCard } from './count-card';
import { CspReportPanel } from './csp-report-panel.client';
import { loadDashboardCounts, sumOf, type DashboardCounts } from './dashboard-counts';

type Card = { label: string; value: number | null; href: string };

/**
 * New submissions, drafts and missing translations, with links to where they are handled; then
 * the CSP violation reports.
 */
export function Dashboard() {
  const lang = useConsoleLang();
  const t = contentTexts[lang].dashboard;
  const common = useCommonTexts();
  const [counts, setCounts] = useState<DashboardCounts>();
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadDashboardCounts()
      .then((value) => isCurrent && setCounts(value))
      .catch((failure: Error) => isCurrent && setError(failure));
    return () => {
      isCurrent = false;
    };
  }, [round]);

  if (!counts) {
    return <LoadState isLoading={!error} error={error} onRetry={() => setRound((n) => n + 1)} />;
  }
  const show = (value: number | null) => (value === null ? t.unavailable : String(value));
  const cards: Card[] = [
    {
      label: t.newContact,
      value: counts.newContact,
      href: '/admin/submissions/contact?status=new',
    },
    {
      label: t.newTraining,
      value: counts.newTraining,
      href: '/admin/submissions/training?status=new',
    },
    { label: t.drafts, value: sumOf(counts.drafts), href: '/admin/content' },
    { label: t.missing, value: sumOf(counts.missing), href: '/admin/translations?missing=1' },
  ];
  return (
    <>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <CountCard
            key={card.label}
            label={card.label}
            value={show(card.value)}
            href={card.href}
          />
        ))}
      </ul>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{t.byType}</h2>
      <DataTable
        caption={t.byType}
        rows={contentTypeKeys}
        rowKey={(key) => key}
        emptyText={common.noEntries}
        columns={[
          {
            key: 'type',
            header: t.type,
            cell: (key) => (
              <Link href={`/admin/content/${key}`} className={linkClass}>
                {contentTypes[key].label[lang]}
              </Link>
            ),
          },
          {
            key: 'drafts',
            header: t.drafts,
            cell: (key) => (
              <Link href={`/admin/content/${key}?state=draft`} className={linkClass}>
                {show(counts.drafts[key])}
              </Link>
            ),
          },
          {
            key: 'missing',
            header: t.missing,
            cell: (key) => (
              <Link href={`/admin/translations?type=${key}&missing=1`} className={linkClass}>
                {show(counts.missing[key])}
              </Link>
            ),
          },
        ]}
      />
      <CspReportPanel />
    </>
  );
}
