import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { UsersPanel } from '@/components/console/users/users-panel.client';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { usersTexts } from '@/lib/console/i18n/users';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = usersTexts[consoleLangOf((await params).locale)].users;
  return { title: t.title };
}

// Admins only. Thin on purpose: the API (/api/admin/users) is the one place the admin role is
// enforced; an editor who opens this page gets its 403 and is told so by the client panel.
export default async function UsersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = usersTexts[consoleLangOf(locale)].users;
  return (
    <>
      <PageHeader title={t.title} description={t.intro} />
      <UsersPanel />
    </>
  );
}
