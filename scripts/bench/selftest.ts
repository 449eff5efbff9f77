// Checks of the benchmark's parsing helpers: `npx tsx --test scripts/bench/selftest.ts`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildReason } from './build';
import { othersShare } from './cpu';
import { scriptRefs } from './first-load';
import { headerValue } from './load';
import { probeEnv, splitOf, type ProbeData } from './memory';
import { quantile } from './mail';
import { allowedKeyWrites, keysFor, readings } from './open-api';
import { listeningInodes, parseStatPpid, parseStatus, processTree } from './rss';
import { startScript } from './server';
import { table } from './table';

test('scriptRefs: distinct /_next/static scripts in order, nomodule flagged, others ignored', () => {
  const html = `<link rel="preload" as="script" href="/_next/static/chunks/p.js"/>
    <script src="/_next/static/chunks/a.js" async=""></script>
    <script src='/_next/static/chunks/b.js?dpl=x&amp;y=1'></script>
    <script src="https://cdn.example/_next/static/chunks/c.js"></script>
    <script src="/_next/static/chunks/poly.js" noModule=""></script>
    <script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\">"])</script>
    <script src="/other.js"></script><script src="/_next/static/chunks/a.js" async=""></script>`;
  assert.deepEqual(scriptRefs(html), [
    { src: '/_next/static/chunks/a.js', noModule: false },
    { src: '/_next/static/chunks/b.js?dpl=x&y=1', noModule: false },
    { src: '/_next/static/chunks/c.js', noModule: false },
    { src: '/_next/static/chunks/poly.js', noModule: true },
  ]);
});

test('parseStatPpid copes with spaces and parentheses in the process name', () => {
  assert.equal(parseStatPpid('4242 (next-server (v1) S 4200 4242 4242 0 -1'), 4200);
  assert.equal(parseStatPpid('7 (a b) c) R 1 7 7'), 1);
});

test('parseStatus reads the name and VmRSS', () => {
  const status = 'Name:\tnext-server (v1\nState:\tS\nVmRSS:\t  114528 kB\nThreads:\t11\n';
  assert.deepEqual(parseStatus(status), { name: 'next-server (v1', rssKb: 114528 });
  assert.equal(parseStatus('Name:\tzombie\n').rssKb, 0);
});

test('listeningInodes finds LISTEN sockets on the port only', () => {
  const tcp = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0C80 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 111 1 0 100 0 0 10 0
   1: 0100007F:0C80 0100007F:D2F0 01 00000000:00000000 00:00000000 00000000     0        0 222 1 0 20 4 30 10 -1
   2: 0100007F:0C81 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 333 1 0 100 0 0 10 0`;
  assert.deepEqual([...listeningInodes([tcp], 3200)], ['111']);
});

test('processTree includes this process', () => {
  assert.equal(processTree(process.pid)[0], process.pid);
});

test('buildReason: missing build, stale source, up to date', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-selftest-'));
  try {
    fs.mkdirSync(path.join(dir, 'app'));
    fs.mkdirSync(path.join(dir, '.next'));
    fs.writeFileSync(path.join(dir, 'app/page.tsx'), '');
    assert.equal(buildReason(dir, ['app']), 'no .next/BUILD_ID');
    fs.writeFileSync(path.join(dir, '.next/BUILD_ID'), 'x');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, '.next/BUILD_ID'), old, old);
    assert.match(buildReason(dir, ['app', 'missing.ts']) ?? '', /app$/);
    fs.utimesSync(path.join(dir, 'app/page.tsx'), old, new Date(Date.now() - 120_000));
    assert.equal(buildReason(dir, ['app']), null);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('table right-aligns numeric columns', () => {
  const text = table(
    'T',
    ['name', 'n'],
    [
      ['a', '1.5'],
      ['bbb', '+10.0'],
    ],
  );
  assert.equal(text, 'T\n\nname      n\n----  -----\na       1.5\nbbb   +10.0\n');
});

test('othersShare: busy time not spent by our processes, as a share of all time', () => {
  const before = { busy: 100, total: 1000, ours: 50 };
  assert.equal(othersShare(before, { busy: 900, total: 2000, ours: 650 }), 0.2);
  assert.equal(othersShare(before, { busy: 500, total: 2000, ours: 500 }), 0);
  assert.equal(othersShare(before, before), 0);
});

test('headerValue reads a header from the parser’s flat list, whatever its case', () => {
  const flat = ['Content-Type', 'text/html', 'X-Cache-Status', 'HIT', 'x-nextjs-cache', 'MISS'];
  assert.equal(headerValue(flat, 'x-cache-status'), 'HIT');
  assert.equal(headerValue(flat, 'x-nextjs-cache'), 'MISS');
  assert.equal(headerValue(flat, 'vary'), undefined);
  assert.equal(headerValue(['odd'], 'odd'), undefined);
});

test('memory probe: heap, buffers and a WASM memory with its resident part', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-selftest-'));
  const file = path.join(dir, 'probe.json');
  // 16 pages of 64 KiB, the first 4 written to; a child of the probed process must not report.
  const script = `
    const memory = new WebAssembly.Memory({ initial: 16 });
    new Uint8Array(memory.buffer).fill(1, 0, 4 * 65536);
    require('node:child_process').execFileSync(process.execPath, ['-e', '']);
    setTimeout(() => memory, 3000);`;
  try {
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, ...probeEnv(file) },
      stdio: 'inherit',
    });
    assert.equal(await new Promise((resolve) => child.once('exit', resolve)), 0);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeData;
    assert.equal(data.wasmMemories, 1);
    assert.equal(data.wasmBytes, 16 * 65536);
    assert.ok(data.wasmResident! >= 4 * 65536 && data.wasmResident! <= 16 * 65536);
    assert.ok(data.heapUsed > 0 && data.heapUsed <= data.heapTotal);
    assert.ok(data.rss > data.heapUsed);
    assert.match(splitOf(data), /^heap \d+\/\d+ · buffers \d+ · WASM [01]\/1 · other ext \d+$/);
    assert.equal(splitOf(null), 'n/a');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('startScript: the variables and flags of "start" before the script', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-selftest-'));
  const write = (start: string) =>
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { start } }));
  try {
    write('node --max-old-space-size=256 --max-semi-space-size=8 node_modules/x/next start');
    assert.deepEqual(startScript(dir), {
      env: {},
      nodeFlags: ['--max-old-space-size=256', '--max-semi-space-size=8'],
    });
    write('MALLOC_ARENA_MAX=2 A_B=x=y node --max-old-space-size=256 node_modules/x/next start');
    assert.deepEqual(startScript(dir), {
      env: { MALLOC_ARENA_MAX: '2', A_B: 'x=y' },
      nodeFlags: ['--max-old-space-size=256'],
    });
    write('next start');
    assert.deepEqual(startScript(dir), { env: {}, nodeFlags: [] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('quantile: nearest rank of ascending values, null for none', () => {
  const values = Array.from({ length: 50 }, (_, i) => i + 1);
  assert.equal(quantile(values, 0.5), 25);
  assert.equal(quantile(values, 0.95), 48);
  assert.equal(quantile([7], 0.95), 7);
  assert.equal(quantile([], 0.5), null);
});

test('open api readings: 5-minute steps that balance, the charge within 10–100 %', () => {
  const from = Date.UTC(2026, 2, 1);
  const rows = readings('HU2601000001', from, 7);
  assert.equal(rows.length, 7 * 288);
  assert.equal(rows[1]![1], new Date(from + 5 * 60_000).toISOString());
  for (const [, , pv, load, battery, grid, soc] of rows) {
    assert.equal(pv + battery + grid, load);
    assert.ok(pv >= 0 && load > 0 && soc >= 10 && soc <= 100);
  }
  assert.ok(rows.some((r) => r[4] < 0) && rows.some((r) => r[4] > 0) && rows.some((r) => r[5] < 0));
});

test('open api keys: enough for the first minute under 600 a key, one write a key a minute', () => {
  assert.equal(keysFor(10), 40);
  assert.ok(keysFor(60) * 600 * 0.9 >= 2_000 * 60);
  assert.equal(keysFor(600), keysFor(60));
  assert.equal(allowedKeyWrites({ keysUsed: 40, spanS: 59 }), 40);
  assert.equal(allowedKeyWrites({ keysUsed: 40, spanS: 125 }), 120);
});
