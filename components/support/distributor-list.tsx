import { getLocale, getTranslations } from 'next-intl/server';
import { FilteredList } from '@/components/url-filter/filtered-list';
import { regionName } from '@/lib/support/display-names';
import { distributorTypes, type Distributor } from '@/lib/support/distributors-filter';
import { DetailRow } from './detail-row';
import { NoData } from './fields';

const isKnownType = (value: string): value is (typeof distributorTypes)[number] =>
  (distributorTypes as readonly string[]).includes(value);

/**
 * Partner cards: who to call, and how, in the visitor's language. Inside the partner filter, the
 * browser shows those of the URL's country (issue 11).
 */
export async function DistributorList({ rows }: { rows: Distributor[] }) {
  const [locale, t, common] = await Promise.all([
    getLocale(),
    getTranslations('Support.howToBuy'),
    getTranslations('Common'),
  ]);
  if (rows.length === 0) return <NoData text={common('noData')} />;

  return (
    <FilteredList
      items={rows}
      className="mt-6 grid gap-6 desk:grid-cols-2"
      itemClassName="rounded-lg border border-slate-200 p-6"
      empty={<NoData text={common('noData')} />}
    >
      {(partner) => (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {isKnownType(partner.type) ? t(`type.${partner.type}`) : partner.type}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-brand-900">{partner.company}</h3>
          <dl className="mt-4 space-y-2 text-sm">
            <DetailRow term={t('countryLabel')}>{regionName(locale, partner.country)}</DetailRow>
            <DetailRow term={t('contact')}>{partner.contact}</DetailRow>
            {partner.email ? (
              <DetailRow term={t('email')}>
                <a href={`mailto:${partner.email}`} className="text-brand-800 underline">
                  {partner.email}
                </a>
              </DetailRow>
            ) : null}
            {partner.phone ? (
              <DetailRow term={t('phone')}>
                <a
                  href={`tel:${partner.phone.replace(/[^+\d]/g, '')}`}
                  className="text-brand-800 underline"
                >
                  {partner.phone}
                </a>
              </DetailRow>
            ) : null}
            {partner.website && /^https?:\/\//i.test(partner.website) ? (
              <DetailRow term={t('website')}>
                <a
                  href={partner.website}
                  rel="noopener noreferrer external"
                  className="break-all text-brand-800 underline"
                >
                  {partner.website.replace(/^https?:\/\//, '')}
                </a>
              </DetailRow>
            ) : null}
            {partner.address ? <DetailRow term={t('address')}>{partner.address}</DetailRow> : null}
          </dl>
        </>
      )}
    </FilteredList>
  );
}
