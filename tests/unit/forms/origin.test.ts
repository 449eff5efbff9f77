import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/security/client-ip';
import { isSameOrigin } from '@/lib/server/security/origin';

const site = 'https://www.voltara.example';
const check = (origin?: string, referer?: string, hosts: string[] = ['internal:3000']) =>
  isSameOrigin({ origin, referer, hosts, siteOrigin: site });

describe('Origin check for form POSTs', () => {
  it('accepts the site’s own origin, with or without a default port', () => {
    expect(check(site)).toBe(true);
    expect(check('https://www.voltara.example:443')).toBe(true);
  });

  it('refuses a missing Origin, even with a good Referer', () => {
    expect(check(undefined)).toBe(false);
    expect(check('', `${site}/contact-us`)).toBe(false);
  });

  it('refuses foreign and look-alike origins', () => {
    expect(check('https://evil.example')).toBe(false);
    expect(check('http://www.voltara.example')).toBe(false);
    expect(check('https://www.voltara.example.evil.example')).toBe(false);
    expect(check('not a url')).toBe(false);
  });

  it('judges an opaque Origin (null) by its Referer', () => {
    expect(check('null', `${site}/de/contact-us`)).toBe(true);
    expect(check('null', 'https://evil.example/')).toBe(false);
    expect(check('null')).toBe(false);
  });

  it('accepts the host the request was sent to (Host or X-Forwarded-Host)', () => {
    expect(check('http://127.0.0.1:3100', undefined, ['127.0.0.1:3100'])).toBe(true);
    expect(check('https://preview.example', undefined, ['x:1', 'preview.example, proxy'])).toBe(
      true,
    );
    expect(check('http://127.0.0.1:3101', undefined, ['127.0.0.1:3100'])).toBe(false);
  });
});

describe('client address for rate limits', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('takes the entry the nearest proxy appended to X-Forwarded-For', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.5' }))).toBe('10.0.0.5');
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.4' }))).toBe('203.0.113.4');
  });

  it('falls back to X-Real-IP, then to one shared bucket', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.1' }))).toBe('192.0.2.1');
    expect(clientIp(headers({}))).toBe('unknown');
  });
});
