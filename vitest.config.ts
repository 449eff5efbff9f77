import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
// `server-only` throws outside a React Server Component bundle; tests run server code directly.
const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * A layer's files as two projects. Files that replace no module share their worker's module
 * graph, loaded once for all of them rather than once per file (imports are most of a file's
 * start); tests/support/reset-between-files.ts and the layer's own setup files give each file a
 * clean slate. Files that replace modules (`vi.mock` and the like) get a graph of their own in
 * `<name>-isolated`: they are found by reading them, so a new file needs no list kept by hand.
 */
function byModuleGraph(
  name: string,
  files: string,
  options: { shared?: TestOptions; setupFiles?: string[] } = {},
): TestProjectInlineConfiguration[] {
  const root = import.meta.dirname;
  const ownGraph = fs
    .globSync(files, { cwd: root })
    .filter((file) =>
      /\bvi\.(mock|doMock|unmock|resetModules)\(/.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    );
  const project = (projectName: string, test: TestOptions) => ({
    resolve: { alias: { ...alias, ...serverOnly } },
    test: {
      name: projectName,
      environment: 'node',
      server: { deps: { inline: ['next-intl'] } },
      ...options.shared,
      ...test,
    },
  });
  return [
    project(name, {
      include: [files],
      exclude: ownGraph,
      isolate: false,
      setupFiles: ['tests/support/reset-between-files.ts', ...(options.setupFiles ?? [])],
    }),
    project(`${name}-isolated`, { include: ownGraph }),
  ];
}

// On PostgreSQL (TEST_DATABASE_URL) only the integration suites whose outcome can differ there;
// the reasons per suite are in scripts/integration.mjs.
const integrationSuites = process.env.TEST_DATABASE_URL
  ? 'tests/integration/**/*.pg.test.ts'
  : 'tests/integration/**/*.test.ts';

const integrationOptions: TestOptions = {
  // Migrated, seeded and indexed once per run; each suite's database is a copy of it. Every suite
  // brings its own database and Redis prefix.
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
};

export default defineConfig({
  test: {
    projects: [
      ...byModuleGraph('unit', 'tests/unit/**/*.test.{ts,tsx}'),
      ...byModuleGraph('integration', integrationSuites, {
        shared: integrationOptions,
        setupFiles: ['tests/support/integration-setup.ts'],
      }),
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
