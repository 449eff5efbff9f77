import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VERIFY_LIMIT } from '@/lib/security/verify-limit';
import { request } from './support/http';

// requirements: Warranty — the public check of a certificate with a code no certificate has,
// malformed or unknown, in English and German: a 404 and never a redirect, the check's own
// translated page (why, support, a form to type the code again) in the HTML itself, served
// from one stored page per language; the form works without JavaScript; the per-address limit
// still counts these. Unknown paths in bulk and the shared cache: tests/server/unknown-paths.

type Missing = { heading: string; typo: string; forgery: string; code: string };
const texts = (tag: string): Missing =>
  JSON.parse(readFileSync(`messages/warranty/${tag}.json`, 'utf8')).Warranty.missing;

const variants = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/de', tag: 'de-DE' },
];

/** A code of the certificate format that no certificate has (128 random bits). */
const unknownCode = () => randomBytes(16).toString('base64url');

/** Codes as scans and typing get them wrong, percent-encoded as a browser sends them. */
const malformed = () => {
  const code = unknownCode();
  return [
    'short',
    code.slice(0, 15),
    `${code}A`,
    `${code.slice(0, 21)}!`,
    encodeURIComponent("'; DROP TABLE warranty_registrations; --"),
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    `${code.slice(0, 10)}.pdf`,
    `${code}/extra/segments`,
    encodeURIComponent('证书✓'),
    'A'.repeat(6000),
  ];
};

// The check is limited per address (VERIFY_LIMIT): each request comes from an address of its
// own, as nginx passes it on, but for the test of the limit.
let sent = 0;
const fresh = () => {
  sent += 1;
  return { 'x-forwarded-for': `198.18.${(sent >> 8) & 255}.${sent & 255}` };
};
const get = (path: string, headers: Record<string, string> = fresh()) => request(path, { headers });

/** The page's text as the HTML holds it, scripts left out: what a browser shows without them. */
const htmlText = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe.each(variants)('the certificate check in $tag', ({ prefix, tag }) => {
  const t = texts(tag);

  test('a malformed or unknown code is a 404 with the check’s own page, never a redirect', async () => {
    for (const code of [unknownCode(), ...malformed()]) {
      const path = `${prefix}/warranty/verify/${code}`;
      const res = await get(path);
      const body = await res.text();
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
      const text = htmlText(body);
      expect(text, path).toContain(t.heading);
      expect(text, path).toContain(t.typo);
      expect(text, path).toContain(t.forgery);
      // A public page's answer, kept by no browser and by a shared cache a minute at most.
      expect(res.headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      );
    }
    // The form's target itself, with no code or none that could be one.
    for (const query of ['', '?code=', '?code=%27%3B%20DROP', `?code=${'A'.repeat(400)}`]) {
      const res = await get(`${prefix}/warranty/verify${query}`);
      expect(res.status, query).toBe(404);
      expect(htmlText(await res.text()), query).toContain(t.heading);
    }
  });

  test('the page links to support and has a form that works without JavaScript', async () => {
    const body = await (await get(`${prefix}/warranty/verify/short`)).text();
    expect(body).toContain(`href="${prefix}/contact-us"`);
    const forms = body.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? [];
    const form = forms.find((f) => f.includes('name="code"')) ?? '';
    expect(form).toMatch(new RegExp(`action="${prefix}/warranty/verify"`));
    expect(form).toMatch(/method="get"/);
    const id = form.match(/<input[^>]*name="code"[^>]*>/)?.[0].match(/id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(
      htmlText(form.match(new RegExp(`<label[^>]*for="${id}"[^>]*>[\\s\\S]*?</label>`))![0]),
    ).toContain(t.code);

    // What the form sends: the code, spaced and pasted as it may be, goes to its own path.
    const code = unknownCode();
    const typed = encodeURIComponent(` ${code.slice(0, 11)} ${code.slice(11)}\n`);
    const sentForm = await get(`${prefix}/warranty/verify?code=${typed}`);
    expect(sentForm.status).toBe(303);
    expect(sentForm.headers.get('location')).toBe(`${prefix}/warranty/verify/${code}`);
    expect(sentForm.headers.get('cache-control')).toBe('no-store');
    const pasted = encodeURIComponent(`https://www.voltara.com/warranty/verify/${code}`);
    expect((await get(`${prefix}/warranty/verify?code=${pasted}`)).headers.get('location')).toBe(
      `${prefix}/warranty/verify/${code}`,
    );
  });

  test('every code is answered from the one stored page of its language', async () => {
    await (await get(`${prefix}/warranty/verify/warm-up`)).text();
    for (const code of [unknownCode(), ...malformed().slice(0, 4)]) {
      const res = await get(`${prefix}/warranty/verify/${code}`);
      await res.text();
      expect(res.status, code).toBe(404);
      // Never seen before, yet no render: the stored copy answered.
      expect(res.headers.get('x-nextjs-cache'), code).toBe('HIT');
    }
  });
});

test('other detail routes still send a malformed id to the language home', async () => {
  for (const [path, home] of [
    ['/explore/news/short', '/'],
    ['/de/products/a.b', '/de'],
    ['/de/explore/blog/a/b', '/de'],
  ]) {
    const res = await get(path!);
    expect(res.status, path).toBe(307);
    expect(res.headers.get('location'), path).toBe(home);
  }
});

test('malformed codes count towards the per-address limit of the check', async () => {
  const headers = { 'x-forwarded-for': '198.18.255.254' };
  for (let i = 0; i < VERIFY_LIMIT.points; i += 1) {
    const code = i % 2 ? unknownCode() : `bad-${i}`;
    const res = await get(`/de/warranty/verify/${code}`, headers);
    await res.text();
    expect(res.status, code).toBe(404);
  }
  const limited = await get('/warranty/verify/one-too-many', headers);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another address is not held up.
  expect((await get('/warranty/verify/one-too-many')).status).toBe(404);
});
