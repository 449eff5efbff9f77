import { revalidateTag } from 'next/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_CACHE, expireTag } from '@/lib/server/data/expire';

vi.mock('next/cache', () => import('../../support/next-cache'));

const slot = globalThis as { [PROCESS_CACHE]?: unknown };

describe('expireTag', () => {
  afterEach(() => {
    delete slot[PROCESS_CACHE];
    vi.mocked(revalidateTag).mockClear();
  });

  it('revalidates the tag in this process (no shared cache: nothing else)', async () => {
    await expireTag('news');
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
  });

  it("waits for the shared cache to delete the tag's entries before it returns", async () => {
    const done: string[] = [];
    const expireTags = vi.fn(async (tags: readonly string[]) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(...tags);
    });
    slot[PROCESS_CACHE] = Promise.resolve({ expireTags });
    await expireTag('products');
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect(expireTags).toHaveBeenCalledWith(['products']);
    expect(done).toEqual(['products']);
  });
});
