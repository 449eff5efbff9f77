import { fill } from '@/lib/console/i18n/common';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { formatDateTime } from './format';

export type HeldCertification = { id: number; kind: string; grantedAt: string };

type Props = {
  company: string;
  certifications: HeldCertification[];
  partner: boolean;
  texts: InboxTexts['detail'];
};

/**
 * What staff weigh before deciding a training application: the certificates this
 * person already holds, and whether their company is a certified partner.
 */
export function PersonPanel({ company, certifications, partner, texts }: Props) {
  const lang = useConsoleLang();
  const t = texts.person;
  const kindLabel = (kind: string) =>
    kind === 'sales' || kind === 'technical' ? texts.decision[kind] : kind;
  return (
    <section aria-labelledby="person-heading" className="space-y-3">
      <h2 id="person-heading" className="text-lg font-bold text-slate-900">
        {t.heading}
      </h2>
      {certifications.length === 0 ? (
        <p className="text-sm text-slate-800">{t.none}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
          {certifications.map((c) => (
            <li key={c.id}>
              {fill(t.granted, {
                kind: kindLabel(c.kind),
                date: formatDateTime(c.grantedAt, lang),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-base font-semibold text-slate-900">{t.company}</h3>
      <p className="text-sm text-slate-900" data-partner={partner}>
        {partner ? (
          <strong>{fill(t.partner, { company })}</strong>
        ) : (
          fill(t.notPartner, { company })
        )}
      </p>
    </section>
  );
}
