// Deciding when a build is needed, running `next build`, and laying out the empty reference app.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { spawnTracked, tail } from './server';

/** What the site's build depends on (relative to the repo root). */
export const SITE_SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
];

/** Newest mtime (ms) of a file, or of any file under a directory; 0 when missing. */
export function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Why `dir` needs a build (missing or stale .next/BUILD_ID), or null when it is up to date. */
export function buildReason(dir: string, sources: string[]): string | null {
  const buildId = path.join(dir, '.next/BUILD_ID');
  const built = newestMtime(buildId);
  if (built === 0) return 'no .next/BUILD_ID';
  const stale = sources.filter((s) => newestMtime(path.join(dir, s)) > built);
  return stale.length > 0 ? `changed since the last build: ${stale.join(', ')}` : null;
}

/** Run `next build` in dir (output to logFile); throw with the log's tail when it fails. */
export async function nextBuild(dir: string, nextBin: string, logFile: string): Promise<number> {
  const started = Date.now();
  const child = spawnTracked(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    logFile,
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    throw new Error(
      `next build failed in ${dir} (exit ${code}); log: ${logFile}\n${tail(logFile)}`,
    );
  }
  return (Date.now() - started) / 1000;
}

const EMPTY_APP_FILES: Record<string, string> = {
  'package.json': '{ "type": "module" }\n',
  'next.config.ts': `// Turbopack's root pinned here (see ensureEmptyApp in scripts/bench/build.ts).
export default { turbopack: { root: process.cwd() } };
`,
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Empty</h1>;
}
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      include: [
        'next-env.d.ts',
        '**/*.ts',
        '**/*.tsx',
        '.next/types/**/*.ts',
        '.next/dev/types/**/*.ts',
      ],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
};

/**
 * Lay out the empty Next app in dir. Two departures from a bare app, both forced by Next 16.4's
 * Turbopack: with no root of its own, the root is inferred from the site's lockfile, and Turbopack
 * then compiles the *site's* proxy.ts into the empty app (vercel/next.js#95287); and with the root
 * pinned to dir (next.config.ts), a node_modules symlink out of dir is not followed ("Could not
 * find the Next.js package"). So node_modules is a hard-linked copy of the site's (no extra disk,
 * under a second to make), renewed when the site's install changes.
 * Files are (re)written when they differ, tsconfig.json only when missing (next build may adjust
 * it). Returns why the empty app needs a build, or null.
 */
export function ensureEmptyApp(dir: string, siteRoot: string): string | null {
  for (const [file, text] of Object.entries(EMPTY_APP_FILES)) {
    const target = path.join(dir, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === text || (current !== null && file === 'tsconfig.json')) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  const siteModules = path.join(siteRoot, 'node_modules');
  const modules = path.join(dir, 'node_modules');
  const stampFile = path.join(dir, '.node_modules-stamp');
  const stamp = installStamp(siteModules);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (current !== stamp || !fs.existsSync(path.join(modules, 'next/package.json'))) {
    fs.rmSync(modules, { recursive: true, force: true });
    execFileSync('cp', ['-al', siteModules, modules]);
    fs.writeFileSync(stampFile, stamp);
    fs.rmSync(path.join(dir, '.next/BUILD_ID'), { force: true });
  }
  return buildReason(dir, ['app', 'next.config.ts', 'package.json']);
}

/** Changes whenever npm rewrites the site's node_modules (or Next's version changes). */
function installStamp(siteModules: string): string {
  const files = ['.package-lock.json', 'next/package.json'].map((f) => path.join(siteModules, f));
  return files.map((f) => `${f} ${newestMtime(f)}`).join('\n');
}
