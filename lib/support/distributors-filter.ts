// The "how to buy" list filtered by ?country=DE (ISO 3166-1 alpha-2, any case). A country the
// list does not hold is ignored: the whole list shows (issue 3: unknown filter values).
import { firstParam, pickAllowed, type SearchParams } from './search-params';

export const distributorTypes = ['distributor', 'installer'] as const;
export type DistributorType = (typeof distributorTypes)[number];

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
};

export const COUNTRY_PARAM = 'country';

export function countryOptions(rows: readonly Distributor[]): string[] {
  return [...new Set(rows.map((r) => r.country.toUpperCase()))].sort();
}

export function filterDistributors<T extends Distributor>(
  rows: readonly T[],
  params: SearchParams,
) {
  const options = countryOptions(rows);
  const country = pickAllowed(firstParam(params, COUNTRY_PARAM), options);
  const matching = country ? rows.filter((r) => r.country.toUpperCase() === country) : [...rows];
  return { options, country, rows: matching };
}
