'use client';

import { useConsoleLang } from '@/components/console/ui/console-lang';
import { LoadState } from '@/components/console/ui/load-state';
import { useApiData } from '@/components/console/ui/use-api-data';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import { PartnerCard, type CertifiedCompany } from './partner-card.client';

/** Every company with a certified person (GET /api/admin/partners), partners first. */
export function PartnerList() {
  const lang = useConsoleLang();
  const texts = inboxTexts[lang];
  const list = useApiData<{ items: CertifiedCompany[] }>('/admin/partners');

  if (!list.data || list.error) {
    return <LoadState isLoading={list.isLoading} error={list.error} onRetry={list.reload} />;
  }
  const items = [...list.data.items].sort((a, b) => Number(b.partner) - Number(a.partner));
  if (items.length === 0) return <p className="text-sm text-slate-800">{texts.partners.empty}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {items.map((company) => (
        <PartnerCard key={company.companyKey} company={company} texts={texts} lang={lang} />
      ))}
    </div>
  );
}
