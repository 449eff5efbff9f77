// First-load JS of a page: every distinct `<script src="/_next/static/...">` its HTML references,
// fetched from the running server and gzipped. `nomodule` scripts (legacy polyfills, which no
// modern browser downloads) are listed but not counted.
import { gzipSync } from 'node:zlib';

export type ScriptRef = { src: string; noModule: boolean };

export type FirstLoad = {
  route: string;
  status: number;
  /** Where the route ended up after redirects. */
  finalUrl: string;
  scripts: { src: string; bytes: number; gzipBytes: number }[];
  skippedNoModule: string[];
  bytes: number;
  gzipBytes: number;
  error?: string;
};

/** The distinct /_next/static/ script sources of an HTML document, in document order. */
export function scriptRefs(html: string): ScriptRef[] {
  const seen = new Map<string, ScriptRef>();
  // Whole elements, so that markup quoted inside an inline script is never taken for a tag.
  for (const tag of html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi)) {
    const attrs = tag[1] ?? '';
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (!value) continue;
    const url = decodeEntities(value);
    const pathname = url.replace(/^(https?:)?\/\/[^/]+/, '');
    if (!pathname.startsWith('/_next/static/')) continue;
    if (!seen.has(pathname))
      seen.set(pathname, { src: pathname, noModule: /\bnomodule\b/i.test(attrs) });
  }
  return [...seen.values()];
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Sizes are cached per script URL: chunks shared between routes are fetched once. */
const sizeCache = new Map<string, Promise<{ bytes: number; gzipBytes: number }>>();

async function scriptSize(url: string): Promise<{ bytes: number; gzipBytes: number }> {
  let size = sizeCache.get(url);
  if (!size) {
    size = (async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { bytes: body.length, gzipBytes: gzipSync(body).length };
    })();
    sizeCache.set(url, size);
  }
  return size;
}

export async function measureFirstLoad(baseUrl: string, route: string): Promise<FirstLoad> {
  const result: FirstLoad = {
    route,
    status: 0,
    finalUrl: '',
    scripts: [],
    skippedNoModule: [],
    bytes: 0,
    gzipBytes: 0,
  };
  try {
    const res = await fetch(baseUrl + route, { signal: AbortSignal.timeout(30_000) });
    result.status = res.status;
    result.finalUrl = res.url.replace(baseUrl, '');
    const html = await res.text();
    if (res.status !== 200) result.error = `HTTP ${res.status}`;
    for (const ref of scriptRefs(html)) {
      if (ref.noModule) {
        result.skippedNoModule.push(ref.src);
        continue;
      }
      const size = await scriptSize(baseUrl + ref.src);
      result.scripts.push({ src: ref.src, ...size });
      result.bytes += size.bytes;
      result.gzipBytes += size.gzipBytes;
    }
    if (!result.error && result.scripts.length === 0)
      result.error = 'no /_next/static script found';
  } catch (error) {
    result.error = (error as Error).message;
  }
  return result;
}
