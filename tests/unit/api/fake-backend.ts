import { vi } from 'vitest';
import { createServerClient, createFetchAdapter, type ServerClientOptions } from '@/lib/api';

export const BASE = 'http://api.test/api';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = (data?: unknown) => json({ code: 200, message: 'ok', data });

/**
 * A client whose transport is an in-process handler: `answer` is called with each Request and
 * its 0-based call number; every Request is recorded.
 */
export function fakeBackend(
  answer: (request: Request, call: number) => Response | Promise<Response> = () => ok(),
  options: Partial<ServerClientOptions> = {},
) {
  const requests: Request[] = [];
  const logger = { error: vi.fn() };
  const handler = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request, requests.length - 1);
  });
  const client = createServerClient({
    baseURL: BASE,
    adapter: createFetchAdapter(handler),
    logger,
    ...options,
  });
  return { client, requests, handler, logger };
}

export function queryOf(request: Request | undefined): URLSearchParams {
  return new URL(request!.url).searchParams;
}
