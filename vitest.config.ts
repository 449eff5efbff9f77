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
          // Two suites at a time on PGlite: every suite has its own database and Redis prefix, and
          // one worker leaves a core idle once the shorter PostgreSQL pass beside it is over. That
          // pass keeps to one worker. (vitest's default on two cores is one.)
          maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
          // Own group when all projects run at once: groups differing in workers must not mix.
          sequence: { groupOrder: 1 },
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // `next start` of the existing build, on port 3200, for every file of the run.
          globalSetup: ['tests/server/support/start-site.ts'],
          // Sweeps of every page in seven languages, on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // The site does the work and the suites mostly wait on it (nginx's TTL, extra servers
          // starting): three files at a time, so one waiting holds none of the others up.
          maxWorkers: 3,
          // Own group when all projects run at once: groups differing in workers must not mix.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
