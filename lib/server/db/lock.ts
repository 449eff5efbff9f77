import 'server-only';
import fs from 'node:fs';

// PGlite has no inter-process lock: two processes on one data dir lose rows
// with no error. A pid file beside the dir makes the second process fail loudly.

const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** How long an empty lock file is trusted: its owner may be between creating and writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;

function isStale(lockPath: string, pid: number | undefined): boolean {
  if (pid === undefined) {
    const age = Date.now() - (fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age > EMPTY_LOCK_GRACE_MS;
  }
  return pid === process.pid ? !held.has(lockPath) : !isAlive(pid);
}

function release(lockPath: string): void {
  if (!held.delete(lockPath)) return;
  if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}

/**
 * Take `lockPath` for this process or throw. A lock whose pid is dead is stale and taken over;
 * so is one naming our own pid that this process never took (a container restarted as pid 1).
 * Returns the release function; the lock is also dropped when the process exits.
 */
export function acquireDirLock(lockPath: string, dir: string): () => void {
  for (let attempt = 0; !tryCreate(lockPath); attempt++) {
    const pid = readPid(lockPath);
    if (!isStale(lockPath, pid) || attempt > 0) {
      throw new Error(`database directory ${dir} is in use by process ${pid ?? 'unknown'}`);
    }
    fs.rmSync(lockPath, { force: true });
  }
  held.add(lockPath);
  const onExit = () => release(lockPath);
  process.once('exit', onExit);
  return () => {
    process.off('exit', onExit);
    release(lockPath);
  };
}
