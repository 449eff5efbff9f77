'use client';

import { useLocale } from '@/lib/i18n/client-navigation';
import { useSyncExternalStore } from 'react';
import { countryOptions, type CountryOption } from '@/lib/countries';

const subscribeToNothing = () => () => {};
const noCountries: CountryOption[] = [];

/**
 * Every country, named in the page's language by the browser's Intl.DisplayNames: sent as a
 * prop of the footer's form, the list of ~250 names would be part of every cached document.
 * The server render and hydration have no options, the browser fills them in right after, so
 * names that differ between Node's and the browser's ICU can never make hydration mismatch.
 * The forms post with JavaScript only, so a browser without it loses nothing.
 */
export function useCountryOptions(): { value: string; label: string }[] {
  const locale = useLocale();
  const countries = useSyncExternalStore(
    subscribeToNothing,
    () => countryOptions(locale),
    () => noCountries,
  );
  return countries === noCountries ? [] : optionsOf(countries);
}

const optionsByList = new WeakMap<CountryOption[], { value: string; label: string }[]>();

function optionsOf(countries: CountryOption[]) {
  let options = optionsByList.get(countries);
  if (!options) {
    options = countries.map((c) => ({ value: c.code, label: c.name }));
    optionsByList.set(countries, options);
  }
  return options;
}
