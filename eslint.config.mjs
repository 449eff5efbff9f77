import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  {
    // Code that reaches the browser takes zod from lib/validation/zod.ts (jitless: no CSP
    // violation from zod's eval probe); type-only imports are fine.
    files: ['lib/validation/**', 'components/**', 'lib/client/**', 'lib/stores/**', 'app/**'],
    ignores: ['lib/validation/zod.ts', 'lib/validation/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@/lib/validation/zod' (it sets zod's jitless mode).",
              allowTypeImports: true,
            },
            {
              name: 'zod/mini',
              message:
                "Import { z } from '@/lib/validation/zod-mini' (it sets zod's jitless mode).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]);
