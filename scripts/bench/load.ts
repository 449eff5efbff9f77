// Warm-up and load runs with autocannon.
import autocannon from 'autocannon';

export type LoadResult = {
  target: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  latencyAvgMs: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Status code → count, to tell a redirect from a failure at a glance. */
  statusCodes: Record<string, number>;
  /** Average bytes per response (headers and body, as sent). */
  bytesPerResponse: number;
  /** With `countHeader`: that response header's value → count ('-' when absent). */
  headerValues?: Record<string, number>;
};

/** The value of a header in the parser's flat [name, value, name, value, …] list. */
export function headerValue(flat: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < flat.length; i += 2) {
    if (flat[i]!.toLowerCase() === name) return flat[i + 1];
  }
  return undefined;
}

/** Request a target a few times so compilation caches and lazy imports are settled. */
export async function warmUp(url: string, times = 20): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

export async function runLoad(
  baseUrl: string,
  target: string,
  opts: { connections: number; duration: number },
  request: {
    headers?: Record<string, string>;
    countHeader?: string;
    /** A new path for each request (target then only names the run). */
    nextPath?: () => string;
  } = {},
): Promise<LoadResult> {
  const counted = request.countHeader?.toLowerCase();
  const headerValues: Record<string, number> = {};
  const result = await autocannon({
    url: baseUrl + target,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    headers: request.headers,
    requests: request.nextPath
      ? [{ setupRequest: (req) => ({ ...req, path: request.nextPath!() }) }]
      : undefined,
    // The parser's 'headers' event carries its info object, not the typed IncomingHttpHeaders.
    setupClient: counted
      ? (client) =>
          client.on('headers', (info) => {
            const flat = (info as unknown as { headers: string[] }).headers;
            const value = headerValue(flat, counted) ?? '-';
            headerValues[value] = (headerValues[value] ?? 0) + 1;
          })
      : undefined,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  return {
    target,
    connections: opts.connections,
    durationS: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyAvgMs: result.latency.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    bytesPerResponse:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    ...(counted ? { headerValues } : {}),
  };
}
