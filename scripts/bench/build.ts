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

/** The empty app's page of the site's weight (see its file below). */
export const WEIGHT_PAGE = '/weight';
/** Sections of text and links: ~54 KB of HTML with the RSC payload, like the site's home. */
const WEIGHT_PAGE_SECTIONS = 40;

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
  // The cached-page budget's yardstick for the yardstick: Next alone serving a page as heavy as the
  // site's home (~54 KB of HTML, half markup and half its RSC payload) from its own prerender
  // cache: no proxy, no rewrites, nothing of ours. Made at build time, the same every build:
  // headings, paragraphs and links of words drawn from a fixed list, which gzip about as well as a
  // page.
  [`app${WEIGHT_PAGE}/page.tsx`]: `const WORDS = (
  'battery storage inverter module tower capacity kilowatt hour solar panel grid home energy ' +
  'backup phase installer warranty certificate download datasheet manual series product ' +
  'residential commercial utility cabinet cooling lithium iron phosphate cycle efficiency ' +
  'peak load shifting self consumption sufficiency export import tariff price payback year ' +
  'monitoring app cloud firmware update support center contact news event expo training ' +
  'partner distributor country region city safety standard certified compliant scalable'
).split(' ');

function sections(count: number) {
  let seed = 20261128;
  // A word, or every other time a figure (a model number, a capacity), which gzip cannot guess.
  const pick = () => {
    seed = (seed * 48271) % 2147483647;
    return seed % 2 === 0 ? String(seed % 100_000) : WORDS[seed % WORDS.length];
  };
  const words = (n: number) => Array.from({ length: n }, pick).join(' ');
  return Array.from({ length: count }, (_, i) => (
    <section key={i} id={'s' + i}>
      <h2>{words(4)}</h2>
      <p>{words(40)}</p>
      <ul>
        <li><a href={'/products/p' + i}>{words(3)}</a></li>
        <li><a href={'/explore/news/' + i}>{words(5)}</a></li>
      </ul>
    </section>
  ));
}

// A tree, not an HTML string: the page's RSC payload then describes the markup, as the site's
// does, instead of repeating it (which gzip would take for free).
export default function Page() {
  return <main>{sections(${WEIGHT_PAGE_SECTIONS})}</main>;
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
