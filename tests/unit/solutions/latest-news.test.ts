import { describe, expect, it } from 'vitest';
import { dayOf, formatDay, latestNews } from '@/components/home/latest-news';

const item = (id: number, publishedOn: string | null) => ({ id, title: `n${id}`, publishedOn });

describe('latestNews', () => {
  it('returns the three newest items, newest first by publishedOn', () => {
    const items = [
      item(1, '2025-01-10'),
      item(2, '2025-06-01'),
      item(3, '2024-12-31'),
      item(4, '2025-03-15'),
      item(5, '2025-05-20'),
    ];
    expect(latestNews(items).map((n) => n.id)).toEqual([2, 5, 4]);
  });

  it('orders the same day by the higher id and puts undated items last', () => {
    const items = [item(1, null), item(2, '2025-02-02'), item(3, '2025-02-02')];
    expect(latestNews(items).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('accepts ISO timestamps and leaves the input untouched', () => {
    const items = [item(1, '2025-01-01T00:00:00.000Z'), item(2, '2025-02-01')];
    expect(latestNews(items, 1).map((n) => n.id)).toEqual([2]);
    expect(items.map((n) => n.id)).toEqual([1, 2]);
  });

  it('gives an empty list for no items', () => {
    expect(latestNews([])).toEqual([]);
  });
});

describe('dayOf', () => {
  it('keeps the calendar day and refuses anything else', () => {
    expect(dayOf('2025-03-12')).toBe('2025-03-12');
    expect(dayOf('2025-03-12T23:30:00+02:00')).toBe('2025-03-12');
    expect(dayOf('12/03/2025')).toBeNull();
    expect(dayOf('2025-13-45')).toBeNull();
    expect(dayOf(undefined)).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes the day in the conventions of each language, without shifting it', () => {
    expect(formatDay('2025-03-01', 'en-US')).toBe('March 1, 2025');
    expect(formatDay('2025-03-01', 'en-AU')).toBe('1 March 2025');
    expect(formatDay('2025-03-01', 'de-DE')).toBe('1. März 2025');
    expect(formatDay('2025-03-01', 'zh-CN')).toBe('2025年3月1日');
  });
});
