import { vi } from 'vitest';

// `next/cache` needs a running Next server (its incremental cache); under vitest every cached
// read goes straight to the data function. Every integration suite of the shared module graph has
// it from tests/support/integration-setup.ts; any other test file mocks it itself:
//   vi.mock('next/cache', () => import('../support/next-cache'));

export const unstable_cache = <T>(fn: T): T => fn;
export const unstable_noStore = vi.fn();
export const cacheTag = vi.fn();
export const cacheLife = vi.fn();
export const revalidateTag = vi.fn();
export const revalidatePath = vi.fn();
export const updateTag = vi.fn();
export const refresh = vi.fn();
