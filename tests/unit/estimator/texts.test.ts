import { describe, expect, it } from 'vitest';
import { translator, type Tree } from '@/components/estimator/texts.client';
import de from '@/messages/estimator/de-DE.json';
import zh from '@/messages/estimator/zh-CN.json';

// The estimator's own message filling (no next-intl in its bundle): placeholders,
// numbers in the language's format, and the configuration built from its parts.
describe('estimator texts', () => {
  it('fills placeholders and formats numbers in the language', () => {
    const t = translator({ A: { b: 'Solar {kwp} kWp, {name}' } }, 'A', 'de-DE');
    expect(t('b', { kwp: 1234.5, name: 'Dach' })).toBe('Solar 1.234,5 kWp, Dach');
    expect(t('b', { kwp: 7 })).toBe('Solar 7 kWp, {name}');
  });

  it('shows the path of a missing message instead of failing', () => {
    expect(translator({}, 'Estimator.results', 'en-US')('nope')).toBe('Estimator.results.nope');
  });

  it('builds the recommended configuration from its parts, in German and Chinese', () => {
    const configuration = (tree: Tree, locale: string, units: number, modules: number) => {
      const t = translator(tree, 'Estimator.results', locale);
      return t('configuration', {
        units: units > 1 ? t('configurationUnits', { n: units }) : '',
        kw: 10,
        modules: t(modules === 1 ? 'moduleOne' : 'moduleOther', { n: modules }),
        kwh: '4,99',
      });
    };
    expect(configuration(de as Tree, 'de-DE', 1, 1)).toBe(
      'Hybridgerät 10 kW mit 1 Batteriemodul (4,99 kWh)',
    );
    expect(configuration(de as Tree, 'de-DE', 2, 3)).toBe(
      '2 × Hybridgerät 10 kW mit 3 Batteriemodulen (4,99 kWh)',
    );
    expect(configuration(zh as Tree, 'zh-CN', 1, 2)).toBe(
      '10 kW 混合逆变一体机，配 2 个电池模块（4,99 kWh）',
    );
  });
});
