// The installer finder filtered by ?country=DE&city=München. A value the list does
// not hold is ignored (the whole list, or the whole country, shows); a city is looked for in the
// chosen country only. The page is cached the same for every query: the browser
// applies this to the full list.
import type { Select } from '../url-filter';
import { COUNTRY_PARAM, countryOptions, type Distributor } from './distributors-filter';
import { firstParam, pickAllowed, type SearchParams } from './search-params';

export const CITY_PARAM = 'city';

/** The certificates a company's team holds; both make it a certified partner. */
export const certificationBadges = ['partner', 'sales', 'technical'] as const;
export type CertificationBadge = (typeof certificationBadges)[number];

export type Installer = Distributor & { city: string | null; badges: CertificationBadge[] };

/** What the filter reads of an installer. */
export type InstallerKeys = Pick<Installer, 'id' | 'country' | 'city'>;

/** The cities of the list (of one country when given), each once, in the list's spelling. */
export function cityOptions(rows: readonly InstallerKeys[], country?: string): string[] {
  const cities = new Map<string, string>();
  for (const row of rows) {
    if (!row.city || (country && row.country.toUpperCase() !== country)) continue;
    cities.set(row.city.toLowerCase(), row.city);
  }
  return [...cities.values()];
}

export function filterInstallers<T extends InstallerKeys>(
  rows: readonly T[],
  params: SearchParams,
) {
  const country = pickAllowed(firstParam(params, COUNTRY_PARAM), countryOptions(rows));
  const city = pickAllowed(firstParam(params, CITY_PARAM), cityOptions(rows, country));
  const matching = rows.filter(
    (r) =>
      (!country || r.country.toUpperCase() === country) &&
      (!city || r.city?.toLowerCase() === city.toLowerCase()),
  );
  return { country, city, rows: matching };
}

/** The page's list filter (components/url-filter): the installers of ?country= and ?city=. */
export const selectInstallers: Select<InstallerKeys> = (rows, params) => {
  const { country, city, rows: shown } = filterInstallers(rows, params);
  return { shown, values: { [COUNTRY_PARAM]: country ?? '', [CITY_PARAM]: city ?? '' } };
};
