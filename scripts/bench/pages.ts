// Cached public pages side by side, each with `Accept-Encoding: gzip` as browsers send
// it: `next start` alone (Next's full-route cache), deploy/nginx.conf in front of it, and nginx
// serving the same HTML as a static file (gzip_static: the stored .gz, as the page cache stores
// Next's gzip answer). Each page is warmed until the cache answers HIT, and every response of a
// run is counted by its status and its cache header.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNginx, type Spawner } from '../nginx';
import { cpuSnapshot, othersShare } from './cpu';
import { runLoad, type LoadResult } from './load';
import { processTree } from './rss';

export const GZIP = { 'Accept-Encoding': 'gzip' };
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';
export const NGINX_CACHE_HEADER = 'x-cache-status';
/** X-Cache-Status values of a response nginx sent from its cache. */
export const FROM_NGINX_CACHE = ['HIT', 'UPDATING', 'STALE'];

export type PageRun = {
  path: string;
  /** The page's HTML: bytes, and gzip bytes as Next sends it. */
  htmlBytes: number;
  gzipBytes: number;
  next: LoadResult;
  nginx: LoadResult | null;
  staticFile: LoadResult | null;
  /** Why the nginx runs are missing (nginx not installed, did not start…). */
  nginxError?: string;
};

type Load = { connections: number; duration: number };

/** The first article the English news list links to. */
export async function newsArticlePath(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/explore/news`, { signal: AbortSignal.timeout(30_000) });
  const match = /href="(\/explore\/news\/[^"?#/]+)"/.exec(await res.text());
  if (!match) throw new Error(`no article link on /explore/news (HTTP ${res.status})`);
  return match[1]!;
}

/**
 * Request url until its cache header says HIT (at most `tries` times); the last status and
 * header value ('-' when absent), so a page that never gets cached shows as such.
 */
export async function warmUntilHit(url: string, header: string, tries = 20) {
  let last = { status: 0, cache: '-' };
  for (let i = 0; i < tries; i++) {
    const res = await fetch(url, { headers: GZIP, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    last = { status: res.status, cache: res.headers.get(header) ?? '-' };
    if (last.status === 200 && last.cache === 'HIT') break;
  }
  return last;
}

/** The page's HTML as Next sends it, unpacked. */
async function html(url: string): Promise<Buffer> {
  const res = await fetch(url, {
    headers: { 'Accept-Encoding': 'identity' },
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** A server block beside the site's: the saved pages as files, their .gz sent to gzip clients. */
const staticServer = (root: string, port: number) => `
    server {
        listen 127.0.0.1:${port};
        root ${root};
        gzip_static on;
        location / { try_files $uri =404; }
    }`;

export async function benchCachedPages(opts: {
  siteUrl: string;
  sitePort: number;
  nginxPort: number;
  staticPort: number;
  paths: string[];
  load: Load;
  spawn: Spawner;
  log: (msg: string) => void;
  /** The benchmark's own processes (itself, the site's server). */
  ourPids: () => number[];
  /** Where nginx's error log is kept once it has stopped. */
  nginxLogFile: string;
}): Promise<{ runs: PageRun[]; othersCpu: number }> {
  const runs: PageRun[] = [];
  const cpuBefore = cpuSnapshot(opts.ourPids());
  let cpuAfter = cpuBefore;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  // nginx's workers (an unprivileged user when it starts as root) read the files.
  fs.chmodSync(staticDir, 0o755);
  try {
    for (const [i, page] of opts.paths.entries()) {
      const warm = await warmUntilHit(opts.siteUrl + page, NEXT_CACHE_HEADER);
      opts.log(`cached ${page}: next start warmed (HTTP ${warm.status}, ${warm.cache}); load`);
      const next = await runLoad(opts.siteUrl, page, opts.load, {
        headers: GZIP,
        countHeader: NEXT_CACHE_HEADER,
      });
      const body = await html(opts.siteUrl + page);
      const gzipped = gzipSync(body);
      fs.writeFileSync(path.join(staticDir, `page-${i}.html`), body);
      fs.writeFileSync(path.join(staticDir, `page-${i}.html.gz`), gzipped);
      runs.push({
        path: page,
        htmlBytes: body.length,
        gzipBytes: gzipped.length,
        next,
        nginx: null,
        staticFile: null,
      });
    }

    let nginx;
    try {
      nginx = await startNginx({
        upstreamPort: opts.sitePort,
        listenPort: opts.nginxPort,
        extraHttp: staticServer(staticDir, opts.staticPort),
        spawn: opts.spawn,
      });
    } catch (error) {
      const message = (error as Error).message.split('\n').slice(0, 2).join(' ');
      opts.log(`nginx: ${message}`);
      for (const run of runs) run.nginxError = message;
      return { runs, othersCpu: othersShare(cpuBefore, cpuSnapshot(opts.ourPids())) };
    }
    try {
      const staticUrl = `http://127.0.0.1:${opts.staticPort}`;
      for (const [i, run] of runs.entries()) {
        const warm = await warmUntilHit(nginx.url + run.path, NGINX_CACHE_HEADER);
        opts.log(`cached ${run.path}: nginx warmed (HTTP ${warm.status}, ${warm.cache}); load`);
        run.nginx = await runLoad(nginx.url, run.path, opts.load, {
          headers: GZIP,
          countHeader: NGINX_CACHE_HEADER,
        });
        opts.log(`cached ${run.path}: the same HTML as a static file; load`);
        run.staticFile = await runLoad(staticUrl, `/page-${i}.html`, opts.load, {
          headers: GZIP,
          countHeader: 'content-encoding',
        });
      }
      // nginx's own time is the benchmark's: read before it ends.
      cpuAfter = cpuSnapshot([...opts.ourPids(), ...processTree(nginx.pid)]);
    } finally {
      fs.writeFileSync(opts.nginxLogFile, nginx.errorLog());
      await nginx.stop();
    }
    return { runs, othersCpu: othersShare(cpuBefore, cpuAfter) };
  } finally {
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}
