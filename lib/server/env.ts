import 'server-only';
import { z } from 'zod';

// An empty variable (`DATABASE_URL=`) means "unset", as in most .env files: it gets the default.
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

const envSchema = z.object({
  PORT: blankAsUnset(z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: blankAsUnset(z.url().default('http://localhost:3000')),
  /** Set → PostgreSQL; unset → embedded PGlite at PGLITE_DIR. */
  DATABASE_URL: blankAsUnset(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  /** Embedded data dir; `memory://` keeps everything in memory (tests). */
  PGLITE_DIR: blankAsUnset(z.string().default('.data/db')),
  /**
   * A PGlite `dumpDataDir` tarball a new PGLITE_DIR starts as, migrated and seeded already (the
   * integration tests make one per run: tests/support/db-template.ts). Unset: an empty cluster.
   */
  PGLITE_TEMPLATE: blankAsUnset(z.string().optional()),
  /** Comma-separated hosts redirected to SITE_URL with the same path. */
  LEGACY_HOSTS: blankAsUnset(
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  /** Set → a separate back end answers the API; unset → the Hono app in process. */
  API_BASE_URL: blankAsUnset(z.url().optional()),
  /** Set → rate limits, puzzles and Next's page and data cache shared across instances. */
  REDIS_URL: blankAsUnset(z.url().optional()),
  /** Unset → mail goes to the outbox and the server log. */
  SMTP_URL: blankAsUnset(z.url().optional()),
  MAIL_FROM: blankAsUnset(z.string().default('Voltara <no-reply@voltara.example>')),
  STAFF_EMAIL: blankAsUnset(z.email().default('service@voltara.example')),
  /**
   * Both set → the first admin is created on start while no admin exists. Checked
   * when used (lib/server/console/bootstrap-admin.ts), not here: a typo must not stop the site.
   */
  ADMIN_EMAIL: blankAsUnset(z.string().optional()),
  ADMIN_PASSWORD: blankAsUnset(z.string().optional()),
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

/**
 * The parsed server environment, read on first use rather than at import: `next build` imports
 * server modules and must neither fail on a missing variable nor freeze build-time values.
 */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const fields = Object.entries(z.flattenError(parsed.error).fieldErrors)
      .map(([name, messages]) => `${name}: ${(messages ?? []).join(', ')}`)
      .join('; ');
    throw new Error(`Invalid server environment: ${fields}`);
  }
  cached = parsed.data;
  return cached;
}

/** Forget the parsed values so the next serverEnv() reads process.env again (tests). */
export function resetServerEnv(): void {
  cached = undefined;
}
