import { getLocale, getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilterCount } from '@/components/url-filter/url-filter.client';
import { Link } from '@/lib/i18n/navigation';
import { regionName, sortByName } from '@/lib/support/display-names';
import { COUNTRY_PARAM, countryOptions, distributorRow } from '@/lib/support/distributors-filter';
import { loadDistributors } from './data';
import { DistributorList } from './distributor-list';
import { FilterSelect, ApplyButton } from './fields';
import { GetForm } from './get-form.client';
import { PartnerFilter } from './partner-filter.client';
import { Section, SupportBody } from './section';

const ways = ['distributor', 'installer', 'sales'] as const;

/**
 * /how-to-buy?country=DE — the ways to buy, then the partners. Every partner is rendered (the
 * page is cached the same for every query) and the browser shows those of the URL's
 * country; without JavaScript the whole list shows.
 */
export async function HowToBuyBody() {
  const [loaded, locale, t] = await Promise.all([
    loadDistributors(),
    getLocale(),
    getTranslations('Support.howToBuy'),
  ]);
  // Only what the cards render, one array: the list and its filter get the same rows, which the
  // page's payload carries once.
  const partners = loaded.map(distributorRow);
  const name = (code: string) => regionName(locale, code);

  return (
    <SupportBody>
      <Section id="ways-to-buy" heading={t('waysHeading')} className="">
        <ol className="mt-6 grid gap-6 desk:grid-cols-3">
          {ways.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-brand-900">{t(`ways.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`ways.${key}.text`)}</p>
              {key === 'sales' ? (
                <Link
                  href="/contact-us"
                  className="mt-4 inline-block rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
                >
                  {t('ways.sales.link')}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="partners" heading={t('listHeading')}>
        <FilterMessages keys={['Support.howToBuy.count']} size={partners.length}>
          <PartnerFilter items={partners}>
            <GetForm
              label={t('filterLabel')}
              className="mt-4 flex flex-col gap-4 rounded-lg bg-slate-50 p-5 sm:flex-row sm:items-end"
            >
              <div className="sm:w-80">
                <FilterSelect
                  name={COUNTRY_PARAM}
                  label={t('country')}
                  anyLabel={t('allCountries')}
                  options={sortByName(locale, countryOptions(partners), name).map((value) => ({
                    value,
                    label: name(value),
                  }))}
                />
              </div>
              <ApplyButton>{t('apply')}</ApplyButton>
            </GetForm>
            <FilterCount
              message="Support.howToBuy.count"
              className="mt-6 font-medium text-slate-800"
            />
            <DistributorList rows={partners} />
          </PartnerFilter>
        </FilterMessages>
      </Section>
    </SupportBody>
  );
}
