// The public warranty check (/warranty/verify/<code>) is served from the full-route
// cache, so only the proxy sees every request for it. It counts them per client address in a
// fixed one-minute window, in this process's memory: enough to make guessing codes (128 random
// bits) hopeless, invisible to a person checking a certificate.

export const VERIFY_LIMIT = { points: 30, windowMs: 60_000 };
const MAX_TRACKED = 50_000;

type Window = { start: number; count: number };
const windows = new Map<string, Window>();

export const isVerifyPath = (rest: string) => rest.startsWith('/warranty/verify/');

/** The behind-a-proxy client address, as lib/server/security/client-ip.ts reads it. */
export function requestAddress(headers: Headers): string {
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}

/** Count one request of `address`; the seconds to wait when over the limit, else null. */
export function verifyWait(address: string, now = Date.now()): number | null {
  let window = windows.get(address);
  if (!window || now - window.start >= VERIFY_LIMIT.windowMs) {
    if (windows.size >= MAX_TRACKED) {
      for (const [key, w] of windows)
        if (now - w.start >= VERIFY_LIMIT.windowMs) windows.delete(key);
      if (windows.size >= MAX_TRACKED) windows.clear();
    }
    window = { start: now, count: 0 };
    windows.set(address, window);
  }
  window.count += 1;
  if (window.count <= VERIFY_LIMIT.points) return null;
  return Math.max(1, Math.ceil((window.start + VERIFY_LIMIT.windowMs - now) / 1000));
}
