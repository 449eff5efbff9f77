import 'server-only';

/**
 * The client's address for rate limits. Behind the reverse proxy of the deployment the last
 * X-Forwarded-For entry is the one the proxy appended (the peer it saw); Next sets the header
 * from the socket when it is absent. Exposed without a proxy, the header can be forged, so the
 * per-email limit stands as a second line.
 */
export function clientIp(headers: { get(name: string): string | null | undefined }): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
