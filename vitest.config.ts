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
          // On PostgreSQL (TEST_DATABASE_URL) only the suites whose outcome can differ there; the
          // reasons per suite are in scripts/integration.mjs.
          include: [
            process.env.TEST_DATABASE_URL
              ? 'tests/integration/**/*.pg.test.ts'
              : 'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          // Migrated, seeded and indexed once per run; each suite's database is a copy of it.
          globalSetup: ['tests/support/db-template.ts'],
          // A database migrated and seeded from empty (db-migrate-seed.pg.test.ts, the template)
          // takes over a minute on a busy two-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
