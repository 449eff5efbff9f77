import { vi } from 'vitest';

// Runs before each file of the projects whose files share their worker's module graph
// (vitest.config.ts): what one file changed must not reach the next.
vi.restoreAllMocks(); // spies on console and the like
vi.clearAllMocks(); // calls recorded by mocks that live on in the shared graph
vi.unstubAllEnvs();
vi.unstubAllGlobals();
vi.useRealTimers();
