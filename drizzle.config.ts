import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// Every module under lib/server starts with `import 'server-only'`, which throws unless loaded
// under React's `react-server` condition. drizzle-kit is server tooling too, so hand it the
// package's empty variant before it loads the schema (same effect as --conditions=react-server).
const localRequire = createRequire(path.join(process.cwd(), 'drizzle.config.ts'));
const serverOnly = localRequire.resolve('server-only');
localRequire.cache[serverOnly] ??= {
  id: serverOnly,
  filename: serverOnly,
  loaded: true,
  exports: {},
} as NodeJS.Module;

// Migrations are generated from lib/server/db/schema.ts and committed; the app applies them on
// start (lib/server/db/client.ts). Credentials only matter for `drizzle-kit studio` / `push`.
const databaseUrl = process.env.DATABASE_URL || undefined;

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './lib/server/db/migrations',
  strict: true,
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: 'pglite', dbCredentials: { url: process.env.PGLITE_DIR || '.data/db' } }),
});
