import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sourceFiles = ['**/*.{ts,tsx,js,mjs}'];

/** Files marked 'use client', whatever their name: they run in the browser too. */
function markedUseClient(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markedUseClient(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    if (!/^\s*['"]use client['"]/.test(readFileSync(path, 'utf8'))) return [];
    return [path.replace(/[[\]()*?{}!+@]/g, '\\$&')]; // a glob: "[locale]" is no character class
  });
}

const clientFiles = [
  '**/*.client.{ts,tsx}',
  'lib/client/**',
  'lib/stores/**',
  ...['app', 'components', 'lib'].flatMap(markedUseClient),
];

const restrictions = {
  nextLink: {
    paths: [
      {
        name: 'next/link',
        message:
          'Use SiteLink (lib/i18n/site-link.client.tsx), or Link from lib/i18n/navigation.tsx or ' +
          'lib/i18n/client-navigation.tsx for a page of the current language; see ' +
          'docs/decisions/site-link.md.',
      },
    ],
  },
  intlHooks: {
    paths: [
      {
        name: 'next-intl',
        importNames: [
          'NextIntlClientProvider',
          'useFormatter',
          'useLocale',
          'useMessages',
          'useNow',
          'useTimeZone',
          'useTranslations',
        ],
        message:
          'Translate on the server (getTranslations) and pass the texts as props, or use the ' +
          'house helpers (useLocale from lib/i18n/client-navigation.tsx); see ' +
          'docs/decisions/house-translations.md.',
      },
    ],
  },
  zod: {
    paths: [
      {
        name: 'zod',
        message: "Import { z } from '@/lib/validation/zod' (it sets zod's jitless mode).",
        allowTypeImports: true,
      },
      {
        name: 'zod/mini',
        message: "Import { z } from '@/lib/validation/zod-mini' (it sets zod's jitless mode).",
        allowTypeImports: true,
      },
    ],
  },
  server: {
    patterns: [
      {
        group: [
          '@/lib/server',
          '@/lib/server/**',
          '**/lib/server',
          '**/lib/server/**',
          '../server',
          '../server/**',
        ],
        message:
          'Browser code never imports lib/server (server-only code and secrets): take the data ' +
          'as props or through the API. Type-only imports are fine.',
        allowTypeImports: true,
      },
    ],
  },
};

/** The no-restricted-imports entry holding the named restrictions. */
function restrict(...names) {
  const chosen = names.map((name) => restrictions[name]);
  return [
    'error',
    {
      paths: chosen.flatMap((r) => r.paths ?? []),
      patterns: chosen.flatMap((r) => r.patterns ?? []),
    },
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.data/**',
    '.bench/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
  // One no-restricted-imports entry per set of files: a later entry replaces an earlier one for
  // the files both match, so each repeats the restrictions of the sets it narrows.
  { files: sourceFiles, rules: { 'no-restricted-imports': restrict('nextLink', 'intlHooks') } },
  {
    // The house's own translation and link modules; outside Next, the test renderer gives
    // next-intl's useLocale (lib/i18n/navigation.tsx's Link) the provider it reads.
    files: ['lib/i18n/**', 'tests/support/render-server.tsx'],
    rules: { 'no-restricted-imports': restrict('nextLink') },
  },
  {
    // Code that reaches the browser takes zod from lib/validation/zod.ts (jitless: no CSP
    // violation from zod's eval probe); type-only imports are fine.
    files: ['lib/validation/**', 'components/**', 'lib/client/**', 'lib/stores/**', 'app/**'],
    ignores: ['lib/validation/zod.ts', 'lib/validation/zod-mini.ts'],
    rules: { 'no-restricted-imports': restrict('nextLink', 'intlHooks', 'zod') },
  },
  {
    files: clientFiles,
    rules: { 'no-restricted-imports': restrict('nextLink', 'intlHooks', 'zod', 'server') },
  },
]);
