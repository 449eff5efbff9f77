import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/lib/i18n/locales';
import { openDb } from '@/lib/server/db/open';
import type { DbHandle } from '@/lib/server/db/types';
import { search } from '@/lib/server/search/search';
import type { SearchKind } from '@/lib/search/query';
import { createTestDatabase, testDriver } from '../../support/db';

// For each language, queries with the result that must rank first (top 1) or
// among the first three, on the seed content. Typos, prefixes, compounds, accents, model codes
// and Chinese terms; then the corrections of queries that match nothing as typed. Runs on PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.

type Case = [query: string, kind: SearchKind, id: string, within: 1 | 3];

const cases: Record<LanguageCode, Case[]> = {
  en: [
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['PCS-60', 'product', 'power-conversion-system', 1],
    ['AC charger', 'product', 'ac-charger', 1],
    ['battery box', 'product', 'high-voltage-lfp-battery-box', 3],
    ['batery box', 'product', 'high-voltage-lfp-battery-box', 3], // typo (1 edit from 5)
    ['warrenty', 'page', 'warranty', 3], // typo
    ['single-phase hybrid inv', 'product', 'single-phase-hybrid-inverter', 3], // prefix
    ['29.94 kWh', 'product', 'high-voltage-lfp-battery-box', 3], // spec value
    ['grid control cab', 'product', 'grid-control-cabinet', 3], // prefix
    ['smart plug', 'product', 'smart-plug', 1],
    ['contact us', 'page', 'contactUs', 3],
    ['baterry', 'product', 'high-voltage-lfp-battery-box', 3], // a t dropped, an r doubled
    ['cabnett', 'product', 'grid-control-cabinet', 3], // an i dropped, a t doubled
  ],
  au: [
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['AC charger', 'product', 'ac-charger', 1],
    ['battery box', 'product', 'high-voltage-lfp-battery-box', 3],
    ['batterry', 'product', 'high-voltage-lfp-battery-box', 3], // typo
    ['warranty', 'page', 'warranty', 3],
    ['power conversion', 'product', 'power-conversion-system', 3],
    ['smart pl', 'product', 'smart-plug', 3], // prefix
    ['wifi data logger', 'product', 'data-logger-wifi', 3],
    ['commercial energy storage cabinet', 'product', 'commercial-storage-cabinet', 1],
    ['DC EV charger', 'product', 'ev-charger', 1],
  ],
  de: [
    ['Wechselrichter', 'product', 'single-phase-hybrid-inverter', 3], // compound Hybridwechselrichter
    ['Wechselrichtr', 'product', 'single-phase-hybrid-inverter', 3], // compound + typo
    ['Batteriebox', 'product', 'high-voltage-lfp-battery-box', 3],
    ['Hochvolt-LFP-Batteriebox', 'product', 'high-voltage-lfp-battery-box', 1],
    ['AC-Ladestation', 'product', 'ac-charger', 1],
    ['Ladestation', 'product', 'ac-charger', 3],
    ['Garantie', 'page', 'warranty', 3],
    ['Netzsteuerschrank', 'product', 'grid-control-cabinet', 1],
    ['Steuerschrank', 'product', 'grid-control-cabinet', 3], // compound tail
    ['Zwischensteck', 'product', 'smart-plug', 3], // prefix of Zwischensteckdose
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['Datenlogger WLAN', 'product', 'data-logger-wifi', 3],
    ['Baterrie', 'product', 'high-voltage-lfp-battery-box', 3], // dropped and doubled
  ],
  it: [
    ['batteria LFP', 'product', 'high-voltage-lfp-battery-box', 3],
    ['inverter ibrido monofase', 'product', 'single-phase-hybrid-inverter', 1],
    ['inverter ibrdo', 'product', 'single-phase-hybrid-inverter', 3], // typo under 5: prefix only
    ['presa intelligente', 'product', 'smart-plug', 1],
    ['presa inteligente', 'product', 'smart-plug', 3], // typo
    ['stazione di ricarica', 'product', 'ac-charger', 3],
    ['armadio di controllo', 'product', 'grid-control-cabinet', 3],
    ['conversione di potenza', 'product', 'power-conversion-system', 3],
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['garanzia', 'page', 'warranty', 3],
    ['stazione di riccarca', 'product', 'ac-charger', 3], // dropped and doubled
  ],
  nl: [
    ['omvormer', 'product', 'single-phase-hybrid-inverter', 3],
    ['batterijbox', 'product', 'high-voltage-lfp-battery-box', 3], // compound tail
    ['Hoogspannings-LFP-batterijbox', 'product', 'high-voltage-lfp-battery-box', 1],
    ['laadpaal', 'product', 'ac-charger', 3], // compound AC-laadpaal
    ['slimme stekker', 'product', 'smart-plug', 1],
    ['slimme stekkr', 'product', 'smart-plug', 3], // typo
    ['netbesturingskast', 'product', 'grid-control-cabinet', 1],
    ['besturingskast', 'product', 'grid-control-cabinet', 3], // compound tail
    ['energieopslagkast', 'product', 'commercial-storage-cabinet', 3],
    ['opslagkast', 'product', 'commercial-storage-cabinet', 3], // compound tail
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['baterrij', 'product', 'high-voltage-lfp-battery-box', 3], // dropped and doubled
  ],
  fr: [
    ['onduleur hybride monophasé', 'product', 'single-phase-hybrid-inverter', 1],
    ['onduleur hybride monophase', 'product', 'single-phase-hybrid-inverter', 1], // no accent
    ['onduler hybride', 'product', 'single-phase-hybrid-inverter', 3], // typo
    ['borne de recharge', 'product', 'ac-charger', 3],
    ['prise connectee', 'product', 'smart-plug', 1], // accent
    ['armoire de controle reseau', 'product', 'grid-control-cabinet', 1], // accents
    ['systeme de conversion', 'product', 'power-conversion-system', 3],
    ['enregistreur de données wi', 'product', 'data-logger-wifi', 3], // prefix
    ['batterie LFP haute tension', 'product', 'high-voltage-lfp-battery-box', 1],
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['garantie', 'page', 'warranty', 3],
    ['baterrie', 'product', 'high-voltage-lfp-battery-box', 3], // dropped and doubled
    ['armoire de controle resseu', 'product', 'grid-control-cabinet', 1], // réseau: dropped, doubled
  ],
  cn: [
    ['储能变流器', 'product', 'power-conversion-system', 1],
    ['逆变器', 'product', 'single-phase-hybrid-inverter', 3],
    ['单相混合逆变器', 'product', 'single-phase-hybrid-inverter', 1],
    ['电池箱', 'product', 'high-voltage-lfp-battery-box', 3],
    ['磷酸铁锂电池', 'product', 'high-voltage-lfp-battery-box', 3],
    ['充电桩', 'product', 'ac-charger', 3],
    ['交流充电桩', 'product', 'ac-charger', 1],
    ['智能插座', 'product', 'smart-plug', 1],
    ['储能柜', 'product', 'commercial-storage-cabinet', 3],
    ['并网控制柜', 'product', 'grid-control-cabinet', 1],
    ['H3-10', 'product', 'three-phase-hybrid-system', 1],
    ['户用储能', 'page', 'residentialEss', 3],
  ],
};

// Queries that match nothing as typed (a letter dropped and another doubled, in words of the seed
// content) and the correction each must get: from the language's own words, searched in it.
const corrections: Partial<Record<LanguageCode, [typed: string, corrected: string][]>> = {
  en: [
    ['baterry', 'battery'],
    ['cabnett', 'cabinet'],
  ],
  de: [['Baterrie', 'Batterie']],
  it: [['stazione di riccarca', 'stazione di ricarica']],
  nl: [['baterrij', 'batterij']],
  fr: [
    ['baterrie', 'batterie'],
    ['armoire de controle resseu', 'armoire de controle réseau'],
  ],
  // Latin words of the Chinese content are corrected too; Chinese is left as typed.
  cn: [['baterry 储能', 'battery 储能']],
};

const ids = (hits: { kind: string; id: string; lang: string }[]) =>
  hits.map((h) => `${h.kind}:${h.id}:${h.lang}`);

describe(`search relevance on ${testDriver}`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb(await createTestDatabase('search_relevance'));
  }, 120_000);
  afterAll(async () => handle?.close());

  for (const [lang, list] of Object.entries(cases) as [LanguageCode, Case[]][]) {
    it(`${lang}: ${list.length} queries rank their result first or in the top 3`, async () => {
      expect(list.length).toBeGreaterThanOrEqual(10);
      const misses: string[] = [];
      for (const [query, kind, id, within] of list) {
        const { hits, otherLanguages } = await search(handle.db, { query, lang });
        const at = hits.findIndex((h) => h.kind === kind && h.id === id);
        if (otherLanguages || at < 0 || at >= within) {
          misses.push(
            `"${query}": ${kind}:${id} at ${at + 1} (want ≤ ${within}); got ${hits
              .slice(0, 3)
              .map((h) => `${h.kind}:${h.id}`)
              .join(', ')}`,
          );
        }
        // Every result of the current language is in that language.
        expect(hits.every((h) => h.lang === lang)).toBe(true);
      }
      expect(misses).toEqual([]);
    }, 120_000);
  }

  for (const [lang, list] of Object.entries(corrections) as [LanguageCode, [string, string][]][]) {
    it(`${lang}: a query that matches nothing is corrected from the language's own words`, async () => {
      for (const [typed, corrected] of list) {
        const exact = await search(handle.db, { query: typed, lang, exact: true });
        expect(exact, typed).toMatchObject({ total: 0, correction: null });
        const answer = await search(handle.db, { query: typed, lang });
        expect(answer.correction, typed).toBe(corrected);
        expect(answer.otherLanguages, typed).toBe(false);
        // What the query spelled right finds, and first the same result (the right spelling's
        // own typo alternatives may order the rest a little differently).
        const right = await search(handle.db, { query: corrected, lang });
        expect(right.correction).toBeNull();
        expect(answer.total, typed).toBeGreaterThan(0);
        expect(answer.facets, typed).toEqual(right.facets);
        expect(ids(answer.hits.slice(0, 1)), typed).toEqual(ids(right.hits.slice(0, 1)));
      }
    }, 120_000);
  }

  it('corrects from the other languages when the own has no close word, and not Chinese', async () => {
    const answer = await search(handle.db, { query: 'ondulleu', lang: 'en' });
    expect(answer).toMatchObject({ correction: 'onduleur', otherLanguages: true });
    expect(answer.hits[0]).toMatchObject({ kind: 'product', lang: 'fr' });
    const chinese = await search(handle.db, { query: '氢燃料电堆', lang: 'cn' });
    expect(chinese).toMatchObject({ total: 0, correction: null });
  }, 120_000);
});
