import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/db/client';
import { createVocabularyCache, type Vocabularies } from '@/lib/server/search/vocabulary';

// When this process reads the vocabulary of corrections again (lib/server/search/vocabulary.ts):
// only when the search data's stamp moved, or after a while when there is no stamp.

function setup(initial: string | undefined) {
  const state = { stamp: initial, now: 0, reads: 0, fail: false };
  const vocabularies = () => new Map() as Vocabularies;
  const cache = createVocabularyCache({
    read: async () => {
      state.reads += 1;
      await Promise.resolve();
      if (state.fail) throw new Error('database away');
      return vocabularies();
    },
    stamp: async () => state.stamp,
    now: () => state.now,
  });
  return { state, cache };
}

const db = {} as Db;

describe('the vocabulary of corrections', () => {
  it('is read once while the search data stays the same, again when it changes', async () => {
    const { state, cache } = setup('epochs.1');
    const first = await cache(db);
    state.now += 3_600_000;
    expect(await cache(db)).toBe(first);
    expect(state.reads).toBe(1);
    state.stamp = 'epochs.2';
    const second = await cache(db);
    expect(second).not.toBe(first);
    expect(state.reads).toBe(2);
    // Each database has its own.
    await cache({} as Db);
    expect(state.reads).toBe(3);
  });

  it('shares a read in progress', async () => {
    const { state, cache } = setup('s');
    const [a, b] = await Promise.all([cache(db), cache(db)]);
    expect(a).toBe(b);
    expect(state.reads).toBe(1);
  });

  it('without a stamp, is kept a minute', async () => {
    const { state, cache } = setup(undefined);
    await cache(db);
    state.now += 59_000;
    await cache(db);
    expect(state.reads).toBe(1);
    state.now += 2_000;
    await cache(db);
    expect(state.reads).toBe(2);
  });

  it('forgets a failed read, so the next correction tries again', async () => {
    const { state, cache } = setup('s');
    state.fail = true;
    await expect(cache(db)).rejects.toThrow('database away');
    state.fail = false;
    await expect(cache(db)).resolves.toBeInstanceOf(Map);
    expect(state.reads).toBe(2);
  });
});
