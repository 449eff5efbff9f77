import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SubmissionDetail } from '@/components/console/inbox/submission-detail.client';
import { linkClass } from '@/components/console/ui/styles';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf, fill } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { submissionKinds, type SubmissionKind } from '@/lib/validation/console-submissions';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> };

/** The route's kind and id, or null when the address names no submission at all. */
function routeOf(kind: string, id: string): { kind: SubmissionKind; id: number } | null {
  if (!(submissionKinds as readonly string[]).includes(kind) || !/^[1-9]\d{0,9}$/.test(id)) {
    return null;
  }
  return { kind: kind as SubmissionKind, id: Number(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind, id } = await params;
  const route = routeOf(kind, id);
  const t = inboxTexts[consoleLangOf(locale)];
  const title = route
    ? fill(t.detail.title, { kind: t.detail.one[route.kind], id })
    : t.inbox.title;
  return { title };
}

// One submission. Thin: the row is fetched by the client from /api/admin, where access is
// enforced; the console layout has checked the session and role.
export default async function SubmissionPage({ params }: Props) {
  const { locale, kind, id } = await params;
  const route = routeOf(kind, id);
  if (!route) notFound();
  setRequestLocale(locale as Locale);
  const t = inboxTexts[consoleLangOf(locale)];
  const title = fill(t.detail.title, { kind: t.detail.one[route.kind], id: route.id });
  const back = (
    <Link href={`/admin/submissions/${route.kind}`} className={linkClass}>
      <span aria-hidden="true">← </span>
      {fill(t.detail.back, { kind: t.inbox.kinds[route.kind] })}
    </Link>
  );
  return (
    <>
      <PageHeader title={title} trail={back} />
      <SubmissionDetail kind={route.kind} id={route.id} />
    </>
  );
}
