import { vi } from 'vitest';

// Runs before each integration suite, after tests/support/reset-between-files.ts
// (vitest.config.ts). `next/cache` needs a running Next server (its incremental cache); under
// vitest every cached read goes straight to the data function (tests/support/next-cache.ts).
vi.mock('next/cache', () => import('./next-cache'));
