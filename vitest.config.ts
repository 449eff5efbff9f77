import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
// `server-only` throws outside a React Server Component bundle; tests run server code directly.
const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { ...alias, ...serverOnly } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias: { ...alias, ...serverOnly } },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // A fresh embedded database migrates, seeds and builds its search index (issue 13) in
          // the first hook or test that opens it: over a minute on a busy two-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
