import { describe, expect, it } from 'vitest';
import { normalizeSpecs } from '@/components/products/specs';

describe('normalizeSpecs (the stored spec table)', () => {
  it('keeps well-formed groups and rows as they are', () => {
    const specs = [{ title: 'Battery', rows: [{ label: 'Capacity', value: '4.99–29.94 kWh' }] }];
    expect(normalizeSpecs(specs)).toEqual(specs);
  });

  it('gives no table for anything that is not a list', () => {
    for (const value of [null, undefined, 'text', 42, { title: 'x', rows: [] }]) {
      expect(normalizeSpecs(value)).toEqual([]);
    }
  });

  it('drops malformed rows, and groups left without rows or title', () => {
    const specs = [
      { title: 'Power', rows: [{ label: 'Rated', value: '5–13 kW' }, { label: 'x' }, null, 7] },
      { title: '', rows: [{ label: 'a', value: 'b' }] },
      { title: 'Empty', rows: [] },
      { title: 'Broken', rows: 'no' },
      null,
    ];
    expect(normalizeSpecs(specs)).toEqual([
      { title: 'Power', rows: [{ label: 'Rated', value: '5–13 kW' }] },
    ]);
  });
});
