import { describe, expect, it } from 'vitest';
import { translationStatus } from '@/lib/server/console/content/translations';
import { updateAction } from '@/lib/server/console/content/write';

const now = new Date('2025-06-30T12:00:00Z');
const row = (
  id: number,
  websiteId: number,
  title: string,
  state = true,
  publishAt: Date | null = null,
) => ({
  id,
  websiteId,
  title,
  state,
  publishAt,
});

describe('translation status', () => {
  it('lists each language’s state per item, named by its English title', () => {
    const { items, missing } = translationStatus(
      [
        row(1, 1, '储能', false),
        row(1, 3, 'Storage'),
        row(1, 4, 'Speicher', true, new Date('2025-07-01T00:00:00Z')),
        ...[1, 2, 3, 4, 5, 6, 7].map((w) => row(2, w, `All ${w}`)),
      ],
      now,
    );
    expect(items[0]).toEqual({
      id: 1,
      title: 'Storage',
      languages: { 1: 'draft', 2: null, 3: 'published', 4: 'scheduled', 5: null, 6: null, 7: null },
    });
    expect(items[1]?.title).toBe('All 3');
    expect(missing).toEqual([{ id: 1, title: 'Storage', websiteIds: [2, 5, 6, 7] }]);
  });

  it('names an item without English by its first language', () => {
    expect(translationStatus([row(5, 4, 'Nur Deutsch')], now).items[0]?.title).toBe('Nur Deutsch');
  });
});

describe('audit action of an edit', () => {
  it('names publishing and unpublishing', () => {
    expect(updateAction(false, true)).toBe('content.publish');
    expect(updateAction(true, false)).toBe('content.unpublish');
    expect(updateAction(true, true)).toBe('content.update');
    expect(updateAction(false, false)).toBe('content.update');
  });
});
