// The "how to buy" list filtered by ?country=DE (ISO 3166-1 alpha-2, any case). A country the
// list does not hold is ignored: the whole list shows (unknown filter values). The page
// is cached the same for every query: the browser applies this to the full list.
import type { Select } from '../url-filter';
import { firstParam, pickAllowed, type SearchParams } from './search-params';

export const distributorTypes = ['distributor', 'installer'] as const;

export type Distributor = {
  id: number;
  country: string;
  company: string;
  contact: string;
  type: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  /** Read by the installer finder only. */
  city?: string | null;
};

/** A partner as its card shows it: no field of the stored row that no one renders. */
export function distributorRow(row: Distributor): Distributor {
  const { id, country, company, contact, type, email, phone, website, address } = row;
  return { id, country, company, contact, type, email, phone, website, address };
}

export const COUNTRY_PARAM = 'country';

/** What the filter reads of a partner. */
export type DistributorKeys = Pick<Distributor, 'id' | 'country'>;

export function countryOptions(rows: readonly DistributorKeys[]): string[] {
  return [...new Set(rows.map((r) => r.country.toUpperCase()))].sort();
}

export function filterDistributors<T extends DistributorKeys>(
  rows: readonly T[],
  params: SearchParams,
) {
  const options = countryOptions(rows);
  const country = pickAllowed(firstParam(params, COUNTRY_PARAM), options);
  const matching = country ? rows.filter((r) => r.country.toUpperCase() === country) : [...rows];
  return { options, country, rows: matching };
}

/** The page's list filter (components/url-filter): the partners of ?country=, the country read. */
export const selectDistributors: Select<DistributorKeys> = (rows, params) => {
  const { country, rows: shown } = filterDistributors(rows, params);
  return { shown, values: { [COUNTRY_PARAM]: country ?? '' } };
};
