import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuditPanel } from '@/components/console/users/audit-panel.client';
import { RoleGate } from '@/components/console/shell/role-gate';
import { PageHeader } from '@/components/console/ui/page-header';
import { consoleLangOf } from '@/lib/console/i18n/common';
import { usersTexts } from '@/lib/console/i18n/users';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = usersTexts[consoleLangOf((await params).locale)].audit;
  return { title: t.title };
}

// Admins only: the page checks the role on the server (RoleGate: an editor gets the 403 view),
// and the API (/api/admin/audit) checks it again for every call.
export default async function AuditPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = usersTexts[consoleLangOf(locale)].audit;
  return (
    <RoleGate locale={locale} needed="admin">
      <PageHeader title={t.title} description={t.intro} />
      <AuditPanel />
    </RoleGate>
  );
}
