import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { DocumentList } from './document-list';
import { loadDownloads } from './data';
import { Link } from '@/lib/i18n/navigation';
import { EXTENDED_YEARS, STANDARD_YEARS } from '@/lib/warranty/terms';
import { NeedHelp } from './need-help';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

const covered = ['battery', 'inverter', 'capacity', 'maintenance'] as const;
const notCovered = ['damage', 'unauthorised', 'environment', 'cosmetic'] as const;
const claimSteps = ['contact', 'details', 'diagnosis', 'repair'] as const;

/** requirements: Limits — a 10-year warranty with maintenance for certified installers' systems. */
export async function WarrantyBody() {
  const [documents, t, terms] = await Promise.all([
    loadDownloads(),
    getTranslations('Support.warranty'),
    getTranslations('Warranty.terms'),
  ]);
  const warrantyDocuments = documents.filter((d) => d.docType === 'warranty');

  return (
    <SupportBody>
      <SupportNav current="warranty" />
      <Section id="warranty-terms" heading={t('termsHeading')} className="">
        <div className="mt-4 grid items-start gap-8 desk:grid-cols-[1fr_200px]">
          <div className="space-y-4 leading-relaxed text-slate-800">
            <p>{t('termsText')}</p>
            <p>{t('termsScope')}</p>
          </div>
          <SiteImage
            src="/images/support/warranty-shield.svg"
            alt={t('imageAlt')}
            width={200}
            height={220}
            className="mx-auto"
          />
        </div>
      </Section>
      <Section id="warranty-term-details" heading={terms('heading')}>
        <div className="mt-4 grid gap-6 desk:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-brand-900">
              {terms('standardHeading', { years: STANDARD_YEARS })}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-800">
              {terms('standardText', { years: STANDARD_YEARS })}
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-brand-900">
              {terms('extendedHeading', { years: EXTENDED_YEARS })}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-800">
              {terms('extendedText', { years: EXTENDED_YEARS })}
            </p>
          </div>
        </div>
        <div className="mt-6 space-y-3 leading-relaxed text-slate-800">
          <p>{terms('registerText')}</p>
          <p>{terms('transferText')}</p>
          <p>
            <Link
              href="/personal-center#warranty"
              className="font-semibold text-brand-800 underline"
            >
              {terms('registerLink')}
            </Link>
          </p>
        </div>
      </Section>
      <div className="mt-12 grid gap-8 desk:grid-cols-2">
        <Section id="warranty-covered" heading={t('coveredHeading')} className="">
          <BulletList items={covered.map((key) => t(`covered.${key}`))} />
        </Section>
        <Section id="warranty-not-covered" heading={t('notCoveredHeading')} className="">
          <BulletList items={notCovered.map((key) => t(`notCovered.${key}`))} />
        </Section>
      </div>
      <Section id="warranty-claim" heading={t('claimHeading')}>
        <ol className="mt-4 space-y-3">
          {claimSteps.map((key, index) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-slate-800">{t(`claim.${key}`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="warranty-documents" heading={t('documentsHeading')}>
        <DocumentList rows={warrantyDocuments} />
      </Section>
      <NeedHelp />
    </SupportBody>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800 marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
