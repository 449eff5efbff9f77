import type { Lead } from '@/lib/server/quotes/leads';
import { format } from '../format';
import { LeadActions } from './lead-actions.client';
import { LeadStatusRegion } from './lead-status.client';
import type { CenterTexts } from './types';

const MODULE_KWH = '4.99';

/** The system the visitor asked for, as the estimator named it: units × kW, modules × 4.99 kWh. */
const systemOf = (r: Lead['system']) =>
  r ? `${r.units > 1 ? `${r.units} × ` : ''}${r.unitKw} kW + ${r.modules} × ${MODULE_KWH} kWh` : '';

/**
 * The estimator's quote requests with the user's certified partner company. Only its certified
 * people get this section (personal-center.tsx): the list and every answer are theirs alone.
 */
export function LeadList({
  leads,
  texts,
  locale,
}: {
  leads: Lead[];
  texts: CenterTexts;
  locale: string;
}) {
  const t = texts.center.leads;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <LeadStatusRegion>
      {leads.length ? (
        <Leads leads={leads} texts={texts} date={date} />
      ) : (
        <p className="text-sm text-slate-700">{t.empty}</p>
      )}
    </LeadStatusRegion>
  );
}

function Leads({
  leads,
  texts,
  date,
}: {
  leads: Lead[];
  texts: CenterTexts;
  date: Intl.DateTimeFormat;
}) {
  const t = texts.center.leads;
  const s = texts.center.submissions;
  return (
    <ul className="space-y-4">
      {leads.map((lead) => (
        <li key={lead.id} className="rounded-md border border-slate-200 p-4">
          <h3 className="font-semibold text-brand-900">
            {lead.reference} · {lead.name}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm desk:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-slate-700">{s.date}</dt>
            <dd>{date.format(new Date(lead.createdAt))}</dd>
            <dt className="font-medium text-slate-700">{t.contact}</dt>
            <dd>
              <a href={`mailto:${lead.email}`} className="text-brand-800 underline">
                {lead.email}
              </a>
              {' · '}
              {lead.phone} · {lead.postcode} {lead.country}
            </dd>
            <dt className="font-medium text-slate-700">{t.system}</dt>
            <dd>
              {systemOf(lead.system)}
              {lead.economic === null ? null : ` · ${lead.economic ? t.economic : t.larger}`}
            </dd>
            <dt className="font-medium text-slate-700">{s.status}</dt>
            <dd>
              {lead.status === 'accepted'
                ? format(t.statusAccepted, { email: lead.acceptedBy ?? '' })
                : t.statusAssigned}
            </dd>
          </dl>
          {lead.status === 'assigned' ? (
            <div className="mt-3">
              <LeadActions id={lead.id} texts={texts} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
