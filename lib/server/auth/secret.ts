import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';

const MIN_LENGTH = 32;
const FILE_NAME = 'auth-secret';

/**
 * The key that signs session cookies (README: AUTH_SECRET, "generated, kept in the data dir").
 * Set → used as is (it must be long enough). Unset → read from `<data dir>/auth-secret`, written
 * there on first start (0600), so sessions survive a restart; the data dir is PGLITE_DIR's
 * parent (`.data`). With PGLITE_DIR=memory:// (tests) it lives as long as the process.
 * Several instances behind a load balancer must share one: set AUTH_SECRET there.
 */
export function resolveAuthSecret(env: Record<string, string | undefined> = process.env): string {
  const given = env.AUTH_SECRET?.trim();
  if (given) {
    if (given.length < MIN_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_LENGTH} characters long`);
    }
    return given;
  }
  const dir = env.PGLITE_DIR?.trim() || '.data/db';
  if (dir === MEMORY_DIR) return generated();
  const file = path.join(path.dirname(path.resolve(dir)), FILE_NAME);
  return readOrCreate(file);
}

const generated = () => randomBytes(48).toString('base64url');

function readOrCreate(file: string): string {
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_LENGTH) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = generated();
  try {
    // 'wx': when two processes start together, the first one's secret wins for both.
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length < MIN_LENGTH)
      throw new Error(`${file} is too short: remove it or set AUTH_SECRET`);
    return kept;
  }
}
