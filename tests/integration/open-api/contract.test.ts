import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '@/lib/open-api/document';
import type { OperationObject, ResponseObject } from '@/lib/open-api/document/types';
import { operations } from '@/lib/open-api/operations';
import type { ApiScope } from '@/lib/open-api/scopes';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { createKey } from '@/lib/server/open-api/keys';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';

// The Open API answers as its OpenAPI document says (lib/open-api/document.ts): every real
// answer of every operation, success or problem, is one of the statuses the document lists for
// it, with the headers it names, and its JSON validates against the document's schema for that
// status (JSON Schema 2020-12, Ajv). The document itself is public and cacheable.

const V1 = '/api/open/v1';
const ALL: ApiScope[] = ['systems:read', 'telemetry:read', 'energy:read', 'control'];
const DOC_ID = 'https://voltara.test/openapi.json';

let doc: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The document's schema at a $ref, compiled once. */
const validators = new Map<string, ValidateFunction>();
function validatorOf(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(`${DOC_ID}${ref}`)!;
    expect(validate, ref).toBeDefined();
    validators.set(ref, validate);
  }
  return validate;
}

const byId = (id: (typeof operations)[number]['id']) => {
  const op = operations.find((o) => o.id === id)!;
  return doc.paths[op.path]![op.method]!;
};

function responseOf(operation: OperationObject | undefined, status: number): ResponseObject {
  const documented = operation
    ? operation.responses[status]
    : { $ref: '#/components/responses/MethodNotAllowed' };
  expect(
    documented,
    `${operation?.operationId} answered ${status}, which it does not list`,
  ).toBeDefined();
  return '$ref' in documented!
    ? doc.components.responses[documented.$ref.replace('#/components/responses/', '')]!
    : documented!;
}

/** Checks a real answer against the document; answers its JSON. */
async function expectDocumented(
  res: Response,
  operation: OperationObject | undefined,
  status: number,
): Promise<unknown> {
  expect(res.status).toBe(status);
  const documented = responseOf(operation, status);
  const [type, media] = Object.entries(documented.content ?? {})[0]!;
  expect(res.headers.get('content-type')).toContain(type);
  const body = (await res.json()) as unknown;
  const validate = validatorOf(media.schema.$ref!);
  expect(
    validate(body),
    `${operation?.operationId} ${status}: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
  for (const header of Object.keys(documented.headers ?? {})) {
    // The RateLimit fields come once a key is accepted; a key in the URL is refused before.
    if (header.startsWith('RateLimit') && status === 400 && !res.headers.get(header)) continue;
    expect(res.headers.get(header), `${status} ${header}`).toBeTruthy();
  }
  return body;
}

let n = 0;
async function account(scopes: ApiScope[] = ALL) {
  n += 1;
  const db = await getDb();
  const id = `contract${n}`;
  await db.insert(users).values({ id, name: id, email: `${id}@api.test`, country: 'DE' });
  const { key } = await createKey(db, { userId: id, name: 'test', environment: 'sandbox', scopes });
  return key;
}

function call(
  method: string,
  path: string,
  key?: string,
  body?: unknown,
  type = 'application/json',
) {
  return app.request(path, {
    method,
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      'X-Forwarded-For': '198.51.100.90',
      ...(body === undefined ? {} : { 'Content-Type': type }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The path of the key's first system. */
async function firstSystem(key: string) {
  const { items } = (await (await call('GET', `${V1}/systems`, key)).json()) as {
    items: Array<{ serial: string }>;
  };
  return `${V1}/systems/${items[0]!.serial}`;
}

const day = '?from=2026-06-20T00:00:00Z&to=2026-06-21T00:00:00Z';

describe(`the Open API against its OpenAPI document (${testDriver})`, () => {
  beforeAll(async () => {
    await useTestDatabase('open_api_contract');
    const res = await app.request(`${V1}/openapi.json`);
    doc = (await res.json()) as OpenApiDocument;
    ajv.addSchema({ ...doc, $id: DOC_ID });
  }, 120_000);
  // The process's limiters again for the suites after this one.
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `c${Math.random()}`, perIp: wide, perEmail: wide }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-21T12:02:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('serves the document without a key, cacheable, in the language asked for', async () => {
    const en = await app.request(`${V1}/openapi.json`);
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('public, max-age=300');
    expect(en.headers.get('content-type')).toContain('application/json');
    const de = await app.request(`${V1}/openapi.json?lang=de`);
    expect(de.headers.get('content-language')).toBe('de-DE');
    const german = (await de.json()) as OpenApiDocument;
    expect(german.openapi).toBe('3.1.0');
    expect(german.info.description).not.toBe(doc.info.description);
    expect(Object.keys(german.paths)).toEqual(Object.keys(doc.paths));
    const unknown = await app.request(`${V1}/openapi.json?lang=xx`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const post = await app.request(`${V1}/openapi.json`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('lists systems and gets one as documented', async () => {
    const key = await account();
    const page = (await expectDocumented(
      await call('GET', `${V1}/systems`, key),
      byId('listSystems'),
      200,
    )) as { items: Array<{ serial: string }> };
    await expectDocumented(
      await call('GET', `${V1}/systems?page=2&size=2`, key),
      byId('listSystems'),
      200,
    );
    await expectDocumented(
      await call('GET', `${V1}/systems/${page.items[0]!.serial}`, key),
      byId('getSystem'),
      200,
    );
  });

  it('reads telemetry and energy as documented, at every resolution', async () => {
    const key = await account();
    const system = await firstSystem(key);
    for (const resolution of ['5m', '15m', '1h', '1d']) {
      const range =
        resolution === '1d' ? '?from=2026-06-01T00:00:00Z&to=2026-06-21T00:00:00Z' : day;
      await expectDocumented(
        await call('GET', `${system}/telemetry${range}&resolution=${resolution}`, key),
        byId('getTelemetry'),
        200,
      );
      await expectDocumented(
        await call('GET', `${system}/energy${range}&resolution=${resolution}`, key),
        byId('getEnergy'),
        200,
      );
    }
  });

  it('reads and sets the mode as documented, with the example body', async () => {
    const key = await account();
    const mode = `${await firstSystem(key)}/mode`;
    await expectDocumented(await call('GET', mode, key), byId('getMode'), 200);
    const setMode = byId('setMode');
    const example = setMode.requestBody!.content['application/json']!.example;
    const set = await expectDocumented(await call('PUT', mode, key, example), setMode, 200);
    expect(set).toMatchObject(example as object);
    for (const body of [
      { mode: { kind: 'backup', reservePct: 40 } },
      { mode: { kind: 'virtual-power-plant' }, exportLimitW: 0 },
    ]) {
      await expectDocumented(await call('PUT', mode, key, body), setMode, 200);
    }
    await expectDocumented(await call('GET', mode, key), byId('getMode'), 200);
  });

  it('answers every refusal with a problem document the operation lists', async () => {
    const key = await account();
    const reader = await account(['energy:read']);
    const system = await firstSystem(key);
    const list = byId('listSystems');
    await expectDocumented(await call('GET', `${V1}/systems`), list, 401);
    await expectDocumented(await call('GET', `${V1}/systems`, 'vlt_sandbox_nope'), list, 401);
    await expectDocumented(await call('GET', `${V1}/systems?size=101`, key), list, 400);
    await expectDocumented(await call('GET', `${V1}/systems?api_key=${key}`, key), list, 400);
    await expectDocumented(await call('GET', `${V1}/systems`, reader), list, 403);
    await expectDocumented(
      await call('GET', `${V1}/systems/SBX-NOPE`, key),
      byId('getSystem'),
      404,
    );
    await expectDocumented(await call('GET', `${system}?page=1`, key), byId('getSystem'), 400);
    const telemetry = byId('getTelemetry');
    await expectDocumented(await call('GET', `${system}/telemetry`, key), telemetry, 400);
    await expectDocumented(
      await call(
        'GET',
        `${system}/telemetry?from=2026-06-20T00:07:00Z&to=2026-06-21T00:00:00Z`,
        key,
      ),
      telemetry,
      400,
    );
    await expectDocumented(await call('GET', `${system}/telemetry${day}`, reader), telemetry, 403);
    await expectDocumented(
      await call('GET', `${system}/energy${day}&resolution=2h`, key),
      byId('getEnergy'),
      400,
    );
    const setMode = byId('setMode');
    await expectDocumented(
      await call('PUT', `${system}/mode`, key, { mode: { kind: 'turbo' } }),
      setMode,
      400,
    );
    await expectDocumented(
      await call('PUT', `${system}/mode`, key, 'mode=backup', 'text/plain'),
      setMode,
      415,
    );
    await expectDocumented(
      await call('PUT', `${system}/mode`, reader, { mode: { kind: 'self-power' } }),
      setMode,
      403,
    );
    await expectDocumented(await call('DELETE', `${system}/mode`, key), undefined, 405);
  });

  it('answers past the limit with a documented 429', async () => {
    const key = await account();
    await setOpenApiLimiters(
      createFormLimiters({
        keyPrefix: `c${Math.random()}`,
        perIp: { points: 100, duration: 60 },
        perEmail: { points: 1, duration: 60 },
      }),
    );
    await expectDocumented(await call('GET', `${V1}/systems`, key), byId('listSystems'), 200);
    await expectDocumented(await call('GET', `${V1}/systems`, key), byId('listSystems'), 429);
  });
});
