import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import {
  contactRequests,
  newsletterSubscriptions,
  outbox,
  trainingApplications,
} from '@/lib/server/db/schema';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { queuedMails } from '../../support/outbox';
import {
  post,
  rowCount,
  SITE,
  useFormsEnv,
  useGenerousLimits,
  validApplication,
  validContact,
  validNewsletter,
} from './helpers';

const forms = [
  ['/api/contact', validContact],
  ['/api/newsletter', validNewsletter],
  ['/api/installer-applications', validApplication],
] as const;

async function storedNothing() {
  for (const table of [contactRequests, newsletterSubscriptions, trainingApplications, outbox]) {
    expect(await rowCount(table)).toBe(0);
  }
}

// Bodies a browser never sends: each must get a 4xx with a message, never a 500.
const malformed: [string, BodyInit, Record<string, string>?][] = [
  ['an empty body', ''],
  ['invalid JSON', '{"name": "x",'],
  ['a JSON array', '[1, 2]'],
  ['JSON null', 'null'],
  ['a JSON string', '"hello"'],
  ['wrong types', JSON.stringify({ ...validContact, name: 42, email: ['a@b.co'], consent: 'yes' })],
  ['missing fields', JSON.stringify({ name: 'Anna' })],
  ['a 1 MB string', JSON.stringify({ ...validContact, message: 'x'.repeat(1024 * 1024) })],
  ['a field over its limit', JSON.stringify({ ...validContact, name: 'x'.repeat(101) })],
  [
    'an email over 254 characters',
    JSON.stringify({ ...validContact, email: `${'a'.repeat(250)}@example.com` }),
  ],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  [
    'form-encoded data',
    'name=Anna&email=a%40b.co',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  ],
  ['plain text', JSON.stringify(validContact), { 'Content-Type': 'text/plain' }],
  ['multipart data', '--x\r\n\r\n--x--', { 'Content-Type': 'multipart/form-data; boundary=x' }],
  [
    'JSON in another charset',
    JSON.stringify(validContact),
    { 'Content-Type': 'application/json; charset=latin1' },
  ],
  [
    'a lying Content-Length',
    JSON.stringify(validContact),
    { 'Content-Length': String(10 * 1024 * 1024) },
  ],
];

describe(`form abuse and bad input (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_abuse');
    await getDb();
  });
  beforeEach(async () => {
    await useGenerousLimits();
    const db = await getDb();
    for (const table of [contactRequests, newsletterSubscriptions, trainingApplications, outbox]) {
      await db.delete(table);
    }
  });
  afterAll(async () => {
    await setFormLimiters(undefined);
    await closeDb();
  });

  describe.each(forms)('POST %s', (path) => {
    it.each(malformed)(
      'answers %s with a 4xx and a message, storing nothing',
      async (_, body, headers) => {
        const res = await post(path, body, { headers });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.code).toBe(res.status);
        expect(res.body.message).toMatch(/\w{4,}/);
        await storedNothing();
      },
    );
  });

  it('names the problem: 415 content type, 413 size, 400 UTF-8 / JSON', async () => {
    const at = (i: number) => malformed[i]!;
    const send = (i: number) => post('/api/contact', at(i)[1], { headers: at(i)[2] });
    expect((await send(1)).body.message).toMatch(/not valid JSON/);
    expect((await send(3)).body.message).toMatch(/JSON object/);
    const tooLarge = await send(7);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/at most 32 KB/);
    expect((await send(10)).body.message).toMatch(/UTF-8/);
    expect((await send(11)).status).toBe(415);
    expect((await send(15)).status).toBe(413);
  });

  it('answers field errors with the schema message keys', async () => {
    const res = await post('/api/contact', { name: ' ', email: 'not-an-email', country: 'XX' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      errors: {
        name: ['nameRequired'],
        email: ['emailInvalid'],
        country: ['countryInvalid'],
        telephone: ['telephoneRequired'],
        company: ['companyRequired'],
        message: ['messageRequired'],
      },
    });
  });

  it('stores script tags and SQL fragments as inert text', async () => {
    const hostile = {
      ...validContact,
      name: "Robert'); DROP TABLE contact_requests;--",
      company: '<script>alert(1)</script>',
      message: "1' OR '1'='1\u0000<img src=x onerror=alert(1)>",
    };
    expect((await post('/api/contact', hostile)).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(contactRequests);
    expect(row?.name).toBe(hostile.name);
    expect(row?.company).toBe('<script>alert(1)</script>');
    expect(row?.message).toBe("1' OR '1'='1<img src=x onerror=alert(1)>");
    const [visitor] = await queuedMails({ to: validContact.email });
    expect(visitor?.html).toContain('Robert&#39;); DROP TABLE');
    expect(visitor?.html).not.toContain('<script>');
  });

  it.each(forms)('%s: a filled honeypot answers 200 but stores nothing', async (path, body) => {
    const res = await post(path, { ...body, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    await storedNothing();
  });

  describe('Origin check', () => {
    it.each(forms)('%s refuses a missing Origin with 403', async (path, body) => {
      const res = await post(path, body, { headers: { Origin: '' } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(403);
      await storedNothing();
    });

    it.each([
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['Origin null without a Referer', { Origin: 'null' }],
      ['no Origin, even with our Referer', { Origin: '', Referer: `${SITE}/contact-us` }],
      ['a look-alike host', { Origin: 'http://127.0.0.1:3100.evil.example' }],
      ['no Origin and a foreign Referer', { Origin: '', Referer: 'https://evil.example/x' }],
    ])('refuses %s with 403', async (_, headers) => {
      const res = await post('/api/contact', validContact, { headers });
      expect(res.status).toBe(403);
      await storedNothing();
    });

    it.each([
      ['SITE_URL’s origin', { Origin: SITE }],
      ['Origin null with our Referer', { Origin: 'null', Referer: `${SITE}/de/contact-us` }],
      [
        'the request’s own host',
        { Origin: 'http://preview.voltara.test', Host: 'preview.voltara.test' },
      ],
      [
        'the proxied host',
        { Origin: 'https://www.voltara.test', 'X-Forwarded-Host': 'www.voltara.test' },
      ],
    ])('accepts %s', async (_, headers) => {
      const res = await post('/api/contact', validContact, { headers });
      expect(res.status).toBe(200);
    });
  });

  it('answers other methods on a form path with 405', async () => {
    const { app } = await import('@/lib/server/api/app');
    const res = await app.request('/api/contact');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
