// (h) Document weight: the raw and gzipped HTML of each key page as the cache serves
// it, and how much of it is the inline RSC payload (`self.__next_f.push(…)` scripts: what the
// browser needs to hydrate and to navigate, on top of the markup itself).
import { gzipSync } from 'node:zlib';
import type { Budget, Report } from './report';
import { kb, table, verdict, type Cell } from './table';

/** The document weight budgets (requirements: Performance), raw HTML, 1 KB = 1000 bytes. */
export const DOCUMENT_BUDGET_KB: Record<string, number> = {
  '/': 60,
  '/support-center/downloads': 100,
};
/** The Open API reference (its guide and each operation): technical text and code, 100 KB. */
const REFERENCE_PREFIX = '/platform/open-api/reference';
const REFERENCE_KB = 100;
const OTHER_PAGES_KB = 80;

export type DocumentWeight = {
  route: string;
  status: number;
  bytes: number;
  gzipBytes: number;
  rscBytes: number;
  error?: string;
};

/** Bytes of the inline RSC payload scripts in a document. */
export function rscPayloadBytes(html: string): number {
  let total = 0;
  for (const m of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g)) {
    total += Buffer.byteLength(m[0]);
  }
  return total;
}

export async function measureDocument(baseUrl: string, route: string): Promise<DocumentWeight> {
  try {
    // Twice: the first request may be the one that renders and stores the page.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(baseUrl + route, { signal: AbortSignal.timeout(30_000) });
      const html = await res.text();
      if (i === 0) continue;
      const body = Buffer.from(html);
      return {
        route,
        status: res.status,
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
        rscBytes: rscPayloadBytes(html),
        ...(res.status === 200 ? {} : { error: `HTTP ${res.status}` }),
      };
    }
  } catch (error) {
    return { route, status: 0, bytes: 0, gzipBytes: 0, rscBytes: 0, error: String(error) };
  }
  throw new Error('unreachable');
}

export function budgetOf(route: string): number {
  if (route === REFERENCE_PREFIX || route.startsWith(`${REFERENCE_PREFIX}/`)) return REFERENCE_KB;
  return DOCUMENT_BUDGET_KB[route] ?? OTHER_PAGES_KB;
}

export function documentsReport(docs: DocumentWeight[]): Report {
  const budgets: Budget[] = [];
  const rows: Cell[][] = docs.map((d) => {
    const limit = budgetOf(d.route);
    const pass = d.error ? null : d.bytes <= limit * 1000;
    budgets.push({
      budget: `document ${d.route}`,
      measured: d.error ?? `${kb(d.bytes)} KB`,
      limit: `≤ ${limit} KB`,
      pass,
    });
    return [
      d.route,
      d.status,
      kb(d.bytes),
      kb(d.gzipBytes),
      kb(d.rscBytes),
      d.bytes ? `${Math.round((d.rscBytes / d.bytes) * 100)} %` : '-',
      `≤ ${limit}`,
      pass === null ? `ERROR (${d.error})` : verdict(pass),
    ];
  });
  return {
    text: table(
      '(h) Document weight per route: the HTML as the cache serves it',
      ['route', 'HTTP', 'raw KB', 'gzip KB', 'RSC KB', 'RSC share', 'budget KB', 'budget'],
      rows,
      ['RSC = the inline self.__next_f.push scripts; gzip level 6; 1 KB = 1000 bytes.'],
    ),
    budgets,
  };
}
