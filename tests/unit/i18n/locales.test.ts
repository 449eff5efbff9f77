import { describe, expect, it } from 'vitest';
import {
  languageById,
  languages,
  localizedField,
  numericCodeOf,
  prefixOf,
} from '@/lib/i18n/locales';

describe('language table', () => {
  it('holds the seven languages with id, code, locale code and tag', () => {
    expect(languages.map((l) => [l.id, l.code, l.localeCode, l.tag])).toEqual([
      [1, 'cn', 'zh_CN', 'zh-CN'],
      [2, 'au', 'en_AU', 'en-AU'],
      [3, 'en', 'en-US', 'en-US'],
      [4, 'de', 'de_DE', 'de-DE'],
      [5, 'it', 'it_IT', 'it-IT'],
      [6, 'nl', 'nl_NL', 'nl-NL'],
      [7, 'fr', 'fr_FR', 'fr-FR'],
    ]);
  });

  it('gives the numeric codes sent elsewhere, 4 by default', () => {
    expect(['cn', 'au', 'en', 'de', 'it', 'nl', 'fr'].map(numericCodeOf)).toEqual([
      3, 4, 4, 7, 10, 13, 5,
    ]);
    expect(numericCodeOf('xx')).toBe(4);
    expect(numericCodeOf(undefined)).toBe(4);
  });

  it('builds field names with Cn for Chinese and En otherwise', () => {
    expect(localizedField('title', 'cn')).toBe('titleCn');
    for (const code of ['au', 'en', 'de', 'it', 'nl', 'fr'] as const) {
      expect(localizedField('title', code)).toBe('titleEn');
    }
  });

  it('gives English no prefix and the others their code', () => {
    expect(prefixOf('en')).toBe('');
    expect(prefixOf('cn')).toBe('/cn');
    expect(prefixOf('au')).toBe('/au');
  });

  it('maps websiteId 1–7 to languages and nothing else', () => {
    expect(languageById(1)?.code).toBe('cn');
    expect(languageById(7)?.code).toBe('fr');
    expect(languageById(0)).toBeUndefined();
    expect(languageById('3')).toBeUndefined();
  });
});
