// Running deploy/nginx.conf on this machine, for the server suites (tests/server/nginx.test.ts,
// tests/server/nginx-tls.test.ts) and the bench: Debian's nginx, the deploy conf with its
// upstream, ports, certificate and directories replaced, everything (pid, logs, temp files,
// cache) under one temporary prefix, in the foreground.
//
// Two ways to run it. With `tls`, the whole conf: the http server (redirects, ACME challenges) on
// listenPort and the https server on tls.port. Without, plain HTTP for the cache rules and the
// bench: the https server alone, its TLS lines left out, on listenPort. What nginx does with a
// request there does not depend on TLS, and the bench compares it with a plain static server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const DEPLOY_CONF = path.resolve(import.meta.dirname, '../deploy/nginx.conf');

/**
 * How long nginx keeps a public page: the conf's `proxy_cache_valid 200 404 <n>s`. nginx counts
 * whole seconds, so a copy is kept between n and n + 1 s.
 */
export const PAGE_TTL_S = Number(
  /proxy_cache_valid 200 404 (\d+)s;/.exec(fs.readFileSync(DEPLOY_CONF, 'utf8'))?.[1] ?? NaN,
);
/**
 * The publish bound the conf and the README state: the copy's longest life (TTL + 1 s), then one
 * render of the fresh page by Next (allowed 1 s).
 */
export const PUBLISH_BOUND_S = PAGE_TTL_S + 2;

/** The deploy values a local run replaces; each must be in deploy/nginx.conf exactly as here. */
const DEPLOY_VALUES = {
  upstream: 'server 127.0.0.1:3000;',
  httpListen: 'listen 80;',
  httpsListen: 'listen 443 ssl http2;',
  /** The http server's redirect target, which names no port (443). */
  httpsOrigin: 'https://$host$request_uri',
  certificate: '/etc/letsencrypt/live/voltara.example/fullchain.pem',
  certificateKey: '/etc/letsencrypt/live/voltara.example/privkey.pem',
  acmeRoot: '/var/www/acme',
  cacheDir: '/var/cache/nginx/voltara',
};

/** The https server of a run with TLS: its port, certificate and key, and the ACME webroot. */
export type TlsOptions = { port: number; certFile: string; keyFile: string; acmeRoot: string };

/** Spawns a process with its output in logFile (the bench passes its tracked spawner). */
export type Spawner = (
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
) => ChildProcess;

export type Nginx = {
  /** The master process (its workers are its children). */
  pid: number;
  /** Where the site is served: https with `tls`, else plain http on listenPort. */
  url: string;
  /** listenPort: with `tls` the redirecting http server, else the same as url. */
  httpUrl: string;
  port: number;
  prefix: string;
  /** The page cache's directory: one file per stored page. */
  pageCacheDir: string;
  /** Files under the page cache: the number of stored copies. */
  storedPages: () => number;
  /** nginx's error log so far (warnings and up). */
  errorLog: () => string;
  stop: () => Promise<void>;
};

/** Fails with the install command when Debian's nginx is missing. */
export function requireNginx(): void {
  if (fs.existsSync(NGINX_BIN)) return;
  throw new Error(
    `nginx was not found at ${NGINX_BIN}.\n` +
      "Install Debian's package with:  sudo apt-get update && sudo apt-get install -y nginx\n" +
      '(or point NGINX_BIN at an nginx binary).',
  );
}

/** `text` without the server block that holds `directive` (braces counted). */
function withoutServerOf(text: string, directive: string): string {
  // The directive on a line of its own: the comments name it too.
  const escaped = directive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = text.search(new RegExp(`^[ \\t]*${escaped}`, 'm'));
  const start = at < 0 ? -1 : text.lastIndexOf('server {', at);
  if (start < 0) throw new Error(`deploy/nginx.conf: no server block holds "${directive}"`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(0, start) + text.slice(i + 1);
  }
  throw new Error(`deploy/nginx.conf: the server block of "${directive}" does not close`);
}

/**
 * deploy/nginx.conf with the upstream, the ports, the cache directory and, with `tls`, the
 * certificate and the ACME webroot replaced; without `tls`, the https server alone, served plain.
 */
export function siteConf(opts: {
  upstreamPort: number;
  listenPort: number;
  cacheDir: string;
  tls?: TlsOptions;
}) {
  let text = fs.readFileSync(DEPLOY_CONF, 'utf8');
  const replace = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    text = text.replaceAll(from, to);
  };
  const missing = Object.values(DEPLOY_VALUES).filter((value) => !text.includes(value));
  if (missing.length) throw new Error(`deploy/nginx.conf no longer contains "${missing[0]}"`);
  replace(DEPLOY_VALUES.upstream, `server 127.0.0.1:${opts.upstreamPort};`);
  replace(DEPLOY_VALUES.cacheDir, opts.cacheDir);
  const { tls } = opts;
  if (tls) {
    replace(DEPLOY_VALUES.httpListen, `listen 127.0.0.1:${opts.listenPort};`);
    replace(DEPLOY_VALUES.httpsListen, `listen 127.0.0.1:${tls.port} ssl http2;`);
    replace(DEPLOY_VALUES.httpsOrigin, `https://$host:${tls.port}$request_uri`);
    replace(DEPLOY_VALUES.certificate, tls.certFile);
    replace(DEPLOY_VALUES.certificateKey, tls.keyFile);
    replace(DEPLOY_VALUES.acmeRoot, tls.acmeRoot);
  } else {
    text = withoutServerOf(text, DEPLOY_VALUES.httpListen);
    replace(DEPLOY_VALUES.httpsListen, `listen 127.0.0.1:${opts.listenPort};`);
    // Every ssl_* directive, with a comment after it on its line.
    text = text.replace(/^[ \t]*ssl_\w+[^;]*;.*\n/gm, '');
  }
  return text;
}

function mainConf(opts: { prefix: string; site: string; extraHttp: string }) {
  const at = (name: string) => path.join(opts.prefix, name);
  return `# Written by scripts/nginx.ts: a local nginx around deploy/nginx.conf.
worker_processes auto;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 4096; }
http {
    types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path ${at('tmp/body')};
    proxy_temp_path ${at('tmp/proxy')};
    fastcgi_temp_path ${at('tmp/fastcgi')};
    uwsgi_temp_path ${at('tmp/uwsgi')};
    scgi_temp_path ${at('tmp/scgi')};

${opts.site}
${opts.extraHttp}
}
`;
}

const defaultSpawn: Spawner = (command, args, opts) => {
  const log = fs.openSync(opts.logFile, 'w');
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  return child;
};

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return n;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

const readOr = (file: string, fallback: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fallback;

/**
 * Start nginx with deploy/nginx.conf in front of 127.0.0.1:upstreamPort, listening on
 * 127.0.0.1:listenPort (and with `tls` on 127.0.0.1:tls.port). `extraHttp` adds blocks to the
 * http {} context (the bench's static server). Resolves once the ports accept connections;
 * stop() ends it and removes the prefix.
 */
export async function startNginx(opts: {
  upstreamPort: number;
  listenPort: number;
  tls?: TlsOptions;
  extraHttp?: string;
  spawn?: Spawner;
}): Promise<Nginx> {
  requireNginx();
  const ports = opts.tls ? [opts.listenPort, opts.tls.port] : [opts.listenPort];
  for (const port of ports) {
    if (await accepts(port)) {
      throw new Error(`port ${port} is already in use: stop whatever listens there first`);
    }
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach the prefix.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const cacheDir = path.join(prefix, 'cache');
  fs.mkdirSync(cacheDir, { mode: 0o755 });
  const site = siteConf({ ...opts, cacheDir });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, mainConf({ prefix, site, extraHttp: opts.extraHttp ?? '' }));
  const args = ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')];
  try {
    execFileSync(NGINX_BIN, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused ${confFile}:\n${stderr?.toString() ?? error}`);
  }
  const child = (opts.spawn ?? defaultSpawn)(NGINX_BIN, [...args, '-g', 'daemon off;'], {
    cwd: prefix,
    env: process.env,
    logFile: path.join(prefix, 'stdout.log'),
  });
  let exited = false;
  const done = new Promise<void>((resolve) => {
    child.once('exit', () => ((exited = true), resolve()));
  });
  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) process.kill(child.pid, 'SIGKILL');
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (const port of ports) {
    while (!(await accepts(port))) {
      if (exited || Date.now() > deadline) {
        const log = readOr(path.join(prefix, 'error.log'), '(no error log)');
        await stop();
        throw new Error(`nginx did not start on port ${port}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const pageCacheDir = path.join(cacheDir, 'pages');
  const httpUrl = `http://127.0.0.1:${opts.listenPort}`;
  return {
    pid: child.pid!,
    url: opts.tls ? `https://127.0.0.1:${opts.tls.port}` : httpUrl,
    httpUrl,
    port: opts.listenPort,
    prefix,
    pageCacheDir,
    storedPages: () => countFiles(pageCacheDir),
    errorLog: () => readOr(path.join(prefix, 'error.log'), ''),
    stop,
  };
}
