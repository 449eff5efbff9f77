import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KindNav } from '@/components/console/inbox/kind-nav';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { submissionKinds } from '@/lib/validation/console-submissions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = consoleLangOf((await params).locale);
  return { title: inboxTexts[lang].inbox.title };
}

// The inbox's start: one way into each kind. The console layout checks the session and role.
export default async function SubmissionsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = inboxTexts[consoleLangOf(locale)].inbox;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <KindNav lang={consoleLangOf(locale)} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {submissionKinds.map((kind) => (
          <li key={kind} className="rounded-lg border border-slate-300 bg-white p-4">
            <h2 className="text-lg font-semibold">
              <Link
                href={`/admin/submissions/${kind}`}
                className="text-brand-800 underline underline-offset-2"
              >
                {t.kinds[kind]}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-800">{t.kindIntro[kind]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
