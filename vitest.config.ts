import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
// `server-only` throws outside a React Server Component bundle; tests run server code directly.
const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

/**
 * The test files of a glob that replace modules (`vi.mock` and the like): they need a module graph
 * of their own, while the others share their worker's. Found by reading the files, so that a new
 * one lands in the right project without a list to keep.
 */
function replacingModules(glob: string): string[] {
  const root = import.meta.dirname;
  return fs
    .globSync(glob, { cwd: root })
    .filter((file) =>
      /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    );
}

const unitFiles = 'tests/unit/**/*.test.{ts,tsx}';
const unitOwnGraph = replacingModules(unitFiles);

/** The unit projects differ only in which files they take and how they load them. */
function unitProject(name: string, test: TestProjectInlineConfiguration['test']) {
  return {
    resolve: { alias: { ...alias, ...serverOnly } },
    test: { name, environment: 'node', server: { deps: { inline: ['next-intl'] } }, ...test },
  } satisfies TestProjectInlineConfiguration;
}

// On PostgreSQL (TEST_DATABASE_URL) only the integration suites whose outcome can differ there;
// the reasons per suite are in scripts/integration.mjs.
const integrationSuites = process.env.TEST_DATABASE_URL
  ? 'tests/integration/**/*.pg.test.ts'
  : 'tests/integration/**/*.test.ts';
const integrationOwnGraph = replacingModules(integrationSuites);

/** The integration projects differ only in which suites they take and how they load them. */
function integrationProject(name: string, test: TestProjectInlineConfiguration['test']) {
  return {
    resolve: { alias: { ...alias, ...serverOnly } },
    test: {
      name,
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
      ...test,
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  test: {
    projects: [
      unitProject('unit', {
        include: [unitFiles],
        exclude: unitOwnGraph,
        // One module graph per worker for the files that replace no module: their imports are
        // most of their time (tests/support/reset-between-files.ts resets what a file leaves).
        isolate: false,
        setupFiles: ['tests/support/reset-between-files.ts'],
      }),
      unitProject('unit-isolated', { include: unitOwnGraph }),
      integrationProject('integration', {
        include: [integrationSuites],
        exclude: integrationOwnGraph,
        // One module graph per worker, loaded once for all its suites rather than once per suite
        // (the app's modules are most of a suite's start). Every suite brings its own database
        // and Redis prefix; the setup files give each one the same `next/cache` and a clean slate
        // of spies, stubbed variables and timers.
        isolate: false,
        setupFiles: ['tests/support/reset-between-files.ts', 'tests/support/integration-setup.ts'],
      }),
      integrationProject('integration-isolated', { include: integrationOwnGraph }),
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
