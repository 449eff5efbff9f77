import { vi } from 'vitest';

// Runs before each integration suite (vitest.config.ts). The suites share their worker's module
// graph, so what one suite changed must not reach the next.

// `next/cache` needs a running Next server (its incremental cache); under vitest every cached
// read goes straight to the data function (tests/support/next-cache.ts).
vi.mock('next/cache', () => import('./next-cache'));

vi.restoreAllMocks(); // spies on console and the like
vi.clearAllMocks(); // calls recorded by the shared mocks, e.g. next/cache's revalidateTag
vi.unstubAllEnvs();
