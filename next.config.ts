import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { localeRewrites } from './lib/i18n/rewrites';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

// Next's cache of pages and data goes through our handler
// (lib/server/cache/next-cache-handler.mjs), which never serves a render begun before one of its
// tags expired as fresh. With REDIS_URL it lives in Redis, shared by every instance, and no
// instance keeps a copy of its own in memory (cacheMaxMemorySize 0, also for `use cache`); without
// it, in this process's memory, bounded (the handler's LRU, 128 MB), starting empty with every
// process: nothing kept on disk can outlive the database it was read from (a restart on another
// database, a scheduled publish that passed while the server was down), and no stream of unknown
// paths can fill the disk. Read when the server starts, so `next start` with or without REDIS_URL
// decides.
const sharedCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = {
  cacheHandler: createRequire(import.meta.url).resolve('./lib/server/cache/next-cache-handler.mjs'),
  cacheMaxMemorySize: process.env.REDIS_URL?.trim() ? 0 : 128 * 1024 * 1024,
};

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends for its ETag, in JavaScript, over the whole HTML
  // (45–90 KB here, half of it the inline RSC payload), on every cache hit: a third of the CPU of
  // a cached page. A 304 saved only the bytes, never that work, and a browser's conditional
  // request for a page now gets the page again (~15 KB gzipped); nginx in front keeps the page
  // itself (deploy/nginx.conf). Static files keep Last-Modified; API routes set their own ETag.
  generateEtags: false,
  // Types are checked once, by `npm run check` (tsc over app, lib and tests); the build skips it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: { isrFlushToDisk: false, sri: { algorithm: 'sha256' } },
  // The embedded database and its WASM must be loaded by Node, not bundled; pdfkit and fontkit
  // read their data files (font metrics, Unicode tables) from their own package dirs.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit', 'fontkit'],
  ...sharedCache,
  // Headers that never vary per request; the CSP (with its per-request nonce) and HSTS (which
  // depends on the runtime SITE_URL) are set in proxy.ts.
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

// next-intl's plugin only points the build at lib/i18n/request.ts (aliases; no runtime env, as
// neither trailingSlash nor basePath is set). Loading it costs `next start` 28 MB of RSS (it
// requires @swc/core and @parcel/watcher), so the production server skips it.
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
}
