import { getLocale, getTranslations } from 'next-intl/server';
import { regionName } from '@/lib/support/display-names';
import { distributorTypes, type Distributor } from '@/lib/support/distributors-filter';
import { PartnerListView } from './distributor-list.client';
import { NoData } from './fields';

/**
 * Partner cards: who to call, and how, in the visitor's language. Inside the partner filter, the
 * browser shows those of the URL's country. The server works out every text and
 * name; the cards themselves render from the rows (distributor-list.client).
 */
export async function DistributorList({
  rows,
  certifications,
}: {
  rows: (Distributor & { badges?: readonly string[] })[];
  /** The installer finder's certification badges, translated. */
  certifications?: { label: string; none: string; badges: Record<string, string> };
}) {
  const [locale, t, common] = await Promise.all([
    getLocale(),
    getTranslations('Support.howToBuy'),
    getTranslations('Common'),
  ]);
  if (rows.length === 0) return <NoData text={common('noData')} />;

  const countries = [...new Set(rows.map((row) => row.country))];
  return (
    <PartnerListView
      rows={rows}
      texts={{
        country: t('countryLabel'),
        contact: t('contact'),
        email: t('email'),
        phone: t('phone'),
        website: t('website'),
        address: t('address'),
        certifications: certifications?.label,
        noCertificate: certifications?.none,
      }}
      names={{
        types: Object.fromEntries(distributorTypes.map((type) => [type, t(`type.${type}`)])),
        countries: Object.fromEntries(countries.map((code) => [code, regionName(locale, code)])),
        badges: certifications?.badges,
      }}
      empty={<NoData text={common('noData')} />}
    />
  );
}
