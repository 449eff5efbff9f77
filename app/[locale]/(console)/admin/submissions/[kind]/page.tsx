import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { KindNav } from '@/components/console/inbox/kind-nav';
import { SubmissionList } from '@/components/console/inbox/submission-list.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { Locale } from '@/lib/i18n/locales';
import { submissionKinds, type SubmissionKind } from '@/lib/validation/console-submissions';

type Props = { params: Promise<{ locale: string; kind: string }> };

const isKind = (value: string): value is SubmissionKind =>
  (submissionKinds as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await params;
  const t = inboxTexts[consoleLangOf(locale)].inbox;
  return { title: isKind(kind) ? t.kinds[kind] : t.title };
}

// One kind's inbox. Thin: the rows come from /api/admin (where access is enforced) through the
// client list; the console layout has checked the session and role.
export default async function SubmissionKindPage({ params }: Props) {
  const { locale, kind } = await params;
  if (!isKind(kind)) notFound();
  setRequestLocale(locale as Locale);
  const lang = consoleLangOf(locale);
  const t = inboxTexts[lang].inbox;
  return (
    <>
      <PageHeader title={t.kinds[kind]} description={t.kindIntro[kind]} />
      <KindNav lang={lang} current={kind} />
      {/* The filters live in the query string, read on the client. */}
      <Suspense>
        <SubmissionList kind={kind} />
      </Suspense>
    </>
  );
}
