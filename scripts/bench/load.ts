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
};

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
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + target,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
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
  };
}
