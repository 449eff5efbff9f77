'use client';

import { useId, useState } from 'react';
import { SelectField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { StatusBadge } from '@/components/console/ui/status-badge';
import { buttonClass, linkClass } from '@/components/console/ui/styles';
import { consoleApi, ConsoleApiError } from '@/lib/console/browser-client';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { languages } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/client-navigation';
import { countryName } from './format';

export type CertifiedCompany = {
  companyKey: string;
  company: string;
  country: string;
  people: { email: string; personName: string; kinds: string[] }[];
  sales: boolean;
  technical: boolean;
  partner: boolean;
  listed: boolean;
};

type Props = { company: CertifiedCompany; texts: InboxTexts; lang: ConsoleLang };

/** A refused listing in staff's words: not (or no longer) a partner, or listed already. */
function listingErrorText(error: unknown, t: InboxTexts['partners']['listing']): string {
  if (!(error instanceof ConsoleApiError)) return String(error);
  if (error.status !== 409) return error.message;
  return /already/i.test(error.message) ? t.alreadyListed : t.notPartner;
}

/** English by default: the listing most partners are added to first. */
const DEFAULT_WEBSITE_ID = 3;

/**
 * One certified company: who holds which certificate, whether it is a partner (both held), and
 * for a partner not yet listed, a draft row in the installer listing of a chosen language.
 */
export function PartnerCard({ company, texts, lang }: Props) {
  const t = texts.partners;
  const headingId = useId();
  const [websiteId, setWebsiteId] = useState(DEFAULT_WEBSITE_ID);
  const [created, setCreated] = useState<{ id: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const kindLabel = (kind: string) => t.badges[kind as 'sales' | 'technical'] ?? kind;

  const addListing = async () => {
    setBusy(true);
    setError(null);
    try {
      const path = `/admin/partners/${encodeURIComponent(company.companyKey)}/listing`;
      setCreated(await consoleApi.post<{ id: number }>(path, { websiteId }));
    } catch (failure) {
      setError(listingErrorText(failure, t.listing));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {company.company}
      </h2>
      <p className="text-sm text-slate-800">
        {t.country}: {countryName(company.country, lang)}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <StatusBadge
            status={company.sales ? 'approved' : 'missing'}
            label={company.sales ? t.badges.sales : t.badges.missingSales}
          />
        </li>
        <li>
          <StatusBadge
            status={company.technical ? 'approved' : 'missing'}
            label={company.technical ? t.badges.technical : t.badges.missingTechnical}
          />
        </li>
        {company.partner ? (
          <li>
            <StatusBadge status="partner" tone="blue" label={t.badges.partner} />
          </li>
        ) : null}
        {company.listed ? (
          <li>
            <StatusBadge status="listed" tone="slate" label={t.badges.listed} />
          </li>
        ) : null}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.people}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-900">
        {company.people.map((person) => (
          <li key={person.email}>
            {person.personName} &lt;{person.email}&gt;: {person.kinds.map(kindLabel).join(', ')}
          </li>
        ))}
      </ul>
      {company.partner && !company.listed && !created ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void addListing();
          }}
        >
          <SelectField
            name="websiteId"
            label={t.listing.language}
            options={languages.map((l) => ({ value: l.id, label: l.label }))}
            value={websiteId}
            onChange={(e) => setWebsiteId(Number(e.target.value))}
          />
          <button type="submit" className={buttonClass('primary')} disabled={isBusy}>
            {t.listing.add}
          </button>
        </form>
      ) : null}
      <div role="status" className="mt-4 text-sm text-slate-900 empty:hidden">
        {created ? (
          <>
            {t.listing.created}{' '}
            <Link href={`/admin/content/distributors/${created.id}`} className={linkClass}>
              {t.listing.edit}
            </Link>
          </>
        ) : null}
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </article>
  );
}
