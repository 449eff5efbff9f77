import 'server-only';
import path from 'node:path';

/**
 * The committed SQL migrations (drizzle-kit generate). Resolved from the working directory, not
 * from this file: once Next bundles the server, this file's own URL points into `.next`.
 */
export const migrationsFolder = (): string =>
  path.join(process.cwd(), 'lib', 'server', 'db', 'migrations');
