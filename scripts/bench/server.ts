// Starting and stopping `next start` servers. Each server runs in its own process group, so
// stopping it also ends any child that `next start` spawned; every server started here is
// stopped on normal exit, on error and on Ctrl-C (see stopAllNow and index.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type Server = {
  name: string;
  pid: number;
  port: number;
  url: string;
  logFile: string;
  /** Resolves with the exit code (or signal) once the spawned process has ended. */
  exited: Promise<string>;
  hasExited: () => boolean;
};

// Every process group started by the benchmark (servers and builds), by leader pid.
const running = new Map<number, ChildProcess>();

/** Spawn in a new process group that stopAll()/stopAllNow() will end. */
export function spawnTracked(
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): ChildProcess {
  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = fs.openSync(opts.logFile, 'w');
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', log, log],
    detached: true, // own process group: stopping it signals the whole tree
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`could not spawn ${command} ${args.join(' ')}`);
  const pid = child.pid;
  running.set(pid, child);
  child.once('exit', () => {
    if (!groupAlive(pid)) running.delete(pid);
  });
  return child;
}

export function nextBin(root: string): string {
  return path.join(root, 'node_modules/next/dist/bin/next');
}

/** True when something already accepts connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startNext(opts: {
  name: string;
  cwd: string;
  nextBin: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Started as `npm start` starts it: the start script's variables and Node flags (startScript). */
  asNpmStart?: boolean;
}): Promise<Server> {
  if (await portInUse(opts.port)) {
    throw new Error(`port ${opts.port} is already in use: stop whatever listens there first`);
  }
  const script = opts.asNpmStart ? startScript(opts.cwd) : { env: {}, nodeFlags: [] };
  const args = [
    ...script.nodeFlags,
    opts.nextBin,
    'start',
    '-H',
    '127.0.0.1',
    '-p',
    String(opts.port),
  ];
  const child = spawnTracked(process.execPath, args, {
    ...opts,
    env: { ...opts.env, ...script.env },
  });
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve(signal ?? `code ${code}`);
    });
  });
  return {
    name: opts.name,
    pid: child.pid!,
    port: opts.port,
    url: `http://127.0.0.1:${opts.port}`,
    logFile: opts.logFile,
    exited,
    hasExited: () => done,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The built site at `root` as `next start` on `port`, with the bench's environment plus `env`
 * (an empty value unsets a variable for the app, and keeps a .env file from setting it).
 */
export function startSite(opts: {
  name: string;
  root: string;
  nextBin: string;
  port: number;
  logFile: string;
  env: Record<string, string>;
}): Promise<Server> {
  return startNext({
    name: opts.name,
    cwd: opts.root,
    nextBin: opts.nextBin,
    port: opts.port,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...opts.env },
    logFile: opts.logFile,
  });
}

/** What a run of its own (a server of the built site on a database of its own) is given. */
export type SiteRunOptions = {
  root: string;
  nextBin: string;
  port: number;
  databaseUrl: string;
  pgliteDir: string;
  logFile: string;
};

/** The server's health answers 200 within two minutes; else the error carries its log's tail. */
export function waitForHealth(server: Server): Promise<void> {
  return waitForOk(server, '/api/health', 120_000).catch((error: Error) => {
    throw new Error(`${error.message}\nserver log (${server.logFile}):\n${tail(server.logFile)}`);
  });
}

/** Poll url until it answers 200; fail early if the server process dies. */
export async function waitForOk(server: Server, urlPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.hasExited()) {
      throw new Error(
        `${server.name} server exited (${await server.exited}) before ${urlPath} answered 200`,
      );
    }
    try {
      const res = await fetch(server.url + urlPath, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(
    `${server.name}: ${urlPath} did not answer 200 within ${timeoutMs / 1000}s (last: ${last})`,
  );
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM a process group, then SIGKILL whatever is left after graceMs. */
async function stopGroup(pid: number, graceMs = 5000): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  running.delete(pid);
}

export function stopServer(server: Server): Promise<void> {
  return stopGroup(server.pid);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running.keys()].map((pid) => stopGroup(pid)));
}

/** Synchronous last resort for process 'exit': no waiting possible there. */
export function stopAllNow(): void {
  for (const pid of running.keys()) signalGroup(pid, 'SIGKILL');
  running.clear();
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, lines = 25): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * What the start script (`"start": "NAME=value node <flags> node_modules/next/dist/bin/next start"`
 * in package.json) sets before Next's bin: the variables and the Node flags, so that the bench
 * runs the site as `npm start` does.
 */
export function startScript(root: string): { env: Record<string, string>; nodeFlags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  if (words[0] !== 'node') return { env: {}, nodeFlags: [] };
  const nodeFlags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith('--')) break;
    nodeFlags.push(word);
  }
  return { env, nodeFlags };
}
