import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions, isCountryCode } from '@/lib/countries';

describe('country/region list', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(countryCodes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('names each country in the visitor’s language, sorted by that name', () => {
    const de = countryOptions('de-DE');
    expect(de.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    expect(countryOptions('zh-CN').find((c) => c.code === 'FR')?.name).toBe('法国');
    expect(countryOptions('fr-FR').find((c) => c.code === 'NL')?.name).toBe('Pays-Bas');
  });
});
