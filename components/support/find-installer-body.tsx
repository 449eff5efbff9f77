import { getLocale, getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilterCount } from '@/components/url-filter/url-filter.client';
import { Link } from '@/lib/i18n/navigation';
import { getItem } from '@/lib/server/api-client';
import type { CompanyCertification } from '@/lib/server/data/certifications';
import { companyKeyOf } from '@/lib/server/console/partners/company';
import { regionName, sortByName } from '@/lib/support/display-names';
import { COUNTRY_PARAM, countryOptions, distributorRow } from '@/lib/support/distributors-filter';
import {
  CITY_PARAM,
  certificationBadges,
  cityOptions,
  type CertificationBadge,
  type Installer,
} from '@/lib/support/installers-filter';
import { loadDistributors } from './data';
import { DistributorList } from './distributor-list';
import { FilterSelect, ApplyButton } from './fields';
import { GetForm } from './get-form.client';
import { InstallerFilter } from './installer-filter.client';
import { Section, SupportBody } from './section';

/** The badges of a company's team; both kinds make it a certified partner. */
function badgesOf(cert: CompanyCertification | undefined): CertificationBadge[] {
  if (!cert) return [];
  const badges: CertificationBadge[] = [];
  if (cert.sales && cert.technical) badges.push('partner');
  if (cert.sales) badges.push('sales');
  if (cert.technical) badges.push('technical');
  return badges;
}

/**
 * /find-installer?country=DE&city=München — the published certified partners and distributors
 * of the visitor's language, each with its team's certifications. Every one is rendered (the
 * page is cached the same for every query) and the browser shows those
 * of the URL's country and city; without JavaScript the whole list shows. Installers whose team
 * is not (yet) a certified partner are left out: this page promises certified ones.
 */
export async function FindInstallerBody() {
  const [loaded, certs, locale, t, buy] = await Promise.all([
    loadDistributors(),
    getItem<CompanyCertification[]>('/certifications'),
    getLocale(),
    getTranslations('Support.findInstaller'),
    getTranslations('Support.howToBuy'),
  ]);
  const byKey = new Map((certs ?? []).map((c) => [c.companyKey, c]));
  const rows: Installer[] = loaded
    .map((row) => ({
      ...distributorRow(row),
      city: row.city ?? null,
      badges: badgesOf(byKey.get(companyKeyOf(row.company))),
    }))
    .filter((row) => row.type === 'distributor' || row.badges.includes('partner'))
    .sort((a, b) => Number(b.badges.includes('partner')) - Number(a.badges.includes('partner')));
  const name = (code: string) => regionName(locale, code);
  const cities = cityOptions(rows)
    .map((city) => {
      const row = rows.find((r) => r.city === city)!;
      return { value: city, label: `${city} (${name(row.country)})` };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <SupportBody>
      <p className="mt-2 text-slate-700">
        {t('estimator')}{' '}
        <Link href="/estimator" className="font-semibold text-brand-800 underline">
          {t('estimatorLink')}
        </Link>
      </p>
      <Section id="installers" heading={t('listHeading')}>
        <FilterMessages keys={['Support.findInstaller.count']} size={rows.length}>
          <InstallerFilter items={rows}>
            <GetForm
              label={t('filterLabel')}
              className="mt-4 flex flex-col gap-4 rounded-lg bg-slate-50 p-5 sm:flex-row sm:items-end"
            >
              <div className="sm:w-72">
                <FilterSelect
                  name={COUNTRY_PARAM}
                  label={buy('country')}
                  anyLabel={buy('allCountries')}
                  options={sortByName(locale, countryOptions(rows), name).map((value) => ({
                    value,
                    label: name(value),
                  }))}
                />
              </div>
              <div className="sm:w-72">
                <FilterSelect
                  name={CITY_PARAM}
                  label={t('city')}
                  anyLabel={t('allCities')}
                  options={cities}
                />
              </div>
              <ApplyButton>{t('apply')}</ApplyButton>
            </GetForm>
            <FilterCount
              message="Support.findInstaller.count"
              className="mt-6 font-medium text-slate-800"
            />
            <DistributorList
              rows={rows}
              certifications={{
                label: t('certifications'),
                none: t('none'),
                badges: Object.fromEntries(certificationBadges.map((b) => [b, t(`badge.${b}`)])),
              }}
            />
          </InstallerFilter>
        </FilterMessages>
      </Section>
    </SupportBody>
  );
}
