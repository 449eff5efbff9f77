import { format } from '@/components/account/format';
import type { CountryOption } from '@/lib/countries';
import { languageByTag, prefixOf, type Locale } from '@/lib/i18n/locales';
import { CodeForms, TransferForm } from './code-forms.client';
import { RegisterForm } from './register-form.client';
import type { RegistrationItem, WarrantyMessages } from './types';

const link = 'font-semibold text-brand-800 underline';

/** The personal center's products — registered systems, certificates, codes, a form. */
export function WarrantySection({
  texts,
  items,
  isInstaller,
  countries,
  locale,
}: {
  texts: WarrantyMessages;
  items: RegistrationItem[];
  isInstaller: boolean;
  countries: CountryOption[];
  locale: Locale;
}) {
  const t = texts.center;
  const prefix = prefixOf(languageByTag(locale).code);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (ymd: string) => dateFormat.format(new Date(`${ymd}T00:00:00Z`));
  return (
    <div className="space-y-8">
      {items.length ? (
        <ul className="space-y-4" aria-label={t.title}>
          {items.map((r) => (
            <li
              key={r.id}
              data-registration={r.id}
              className="rounded-md border border-slate-200 p-4"
            >
              <p className="font-semibold text-brand-900">
                {format(t.registration, { number: r.number })} · {texts.status[r.status]}
              </p>
              <p className="text-sm text-slate-700">
                {format(t.installedOn2, { date: date(r.installedOn) })} ·{' '}
                {format(
                  r.withMaintenance
                    ? texts.certificate.extendedTerm
                    : texts.certificate.standardTerm,
                  {
                    years: r.termYears,
                  },
                )}{' '}
                · {format(t.validUntil, { date: date(r.validUntil) })}
              </p>
              {r.status === 'pending' && r.ownerEmail ? (
                <p className="text-sm text-slate-700">
                  {format(t.pendingFor, { email: r.ownerEmail })}
                </p>
              ) : null}
              <ul className="mt-2 text-sm">
                {r.items.map((item) => (
                  <li key={item.serial}>
                    {texts.families[item.family as keyof WarrantyMessages['families']]}
                    {item.tower
                      ? ` (${format(texts.certificate.tower, { n: item.tower })})`
                      : ''}: <span className="font-mono">{item.serial}</span>
                  </li>
                ))}
              </ul>
              {r.isOwn && r.status === 'active' ? (
                <div className="mt-3 space-y-4">
                  <p className="flex flex-wrap gap-4">
                    <a
                      href={`/api/warranty/registrations/${r.id}/certificate`}
                      download
                      className={link}
                    >
                      {t.download}
                    </a>
                    <a href={`${prefix}/warranty/verify/${r.code}`} className={link}>
                      {t.verifyLink}
                    </a>
                  </p>
                  <TransferForm texts={texts} id={r.id} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t.none}</p>
      )}
      <CodeForms texts={texts} />
      <RegisterForm texts={texts} countries={countries} isInstaller={isInstaller} />
    </div>
  );
}
