import type { OpenApiOperation } from '../operations';

// The examples the document and the reference show. Written by hand, read as real answers
// (times as the API writes them, with milliseconds):
// tests/unit/open-api/document.test.ts parses each with its operation's zod schema, and the
// figures keep the sign convention and balance (pvW + batteryW + gridW = loadW).

const serial = 'SBX-7KQ2M9XH4D';
const base = '/api/open/v1';

export const exampleParameters: Record<string, unknown> = {
  serial,
  from: '2026-01-14T12:00:00Z',
  to: '2026-01-14T13:00:00Z',
  resolution: '15m',
};

const system = {
  serial,
  name: 'Sandbox home, three-phase',
  environment: 'sandbox',
  access: 'owner',
  products: [
    { family: 'hybridUnit', model: 'HES-10K3', count: 1 },
    { family: 'batteryModule', model: 'HV-LFP 5.1', count: 3 },
    { family: 'dataLogger', model: 'DL-1', count: 1 },
  ],
  capacityWh: 15_360,
  ratedPowerW: 10_000,
  pvPeakPowerW: 12_000,
  location: { country: 'DE', region: 'south', latitude: 48.14, longitude: 11.58 },
};

const mode = {
  mode: {
    kind: 'time-of-use',
    schedule: [
      { start: '22:00', end: '05:00', batteryW: -3000 },
      { start: '16:00', end: '20:00', batteryW: 4000 },
    ],
  },
  exportLimitW: 7000,
};

const totals = ([pvWh, loadWh, chargeWh, dischargeWh, importWh, exportWh]: number[]) => ({
  pvWh,
  loadWh,
  batteryChargeWh: chargeWh,
  batteryDischargeWh: dischargeWh,
  gridImportWh: importWh,
  gridExportWh: exportWh,
});
const interval = (time: string, figures: number[]) => ({ ...totals(figures), time });

export const exampleResponses: Record<OpenApiOperation['id'], unknown> = {
  listSystems: {
    items: [system, { ...system, serial: 'SBX-R4WN8TC3PA', name: 'Sandbox home, small' }],
    page: 1,
    size: 2,
    total: 3,
  },
  getSystem: system,
  getTelemetry: {
    serial,
    resolution: '15m',
    from: '2026-01-14T12:00:00.000Z',
    to: '2026-01-14T13:00:00.000Z',
    points: [
      {
        time: '2026-01-14T12:00:00.000Z',
        pvW: 6210,
        loadW: 1480,
        batteryW: -4200,
        gridW: -530,
        socPct: 61.2,
      },
      {
        time: '2026-01-14T12:15:00.000Z',
        pvW: 6050,
        loadW: 1720,
        batteryW: -4330,
        gridW: 0,
        socPct: 68.4,
      },
      {
        time: '2026-01-14T12:30:00.000Z',
        pvW: 5890,
        loadW: 2950,
        batteryW: -2940,
        gridW: 0,
        socPct: 73.3,
      },
      {
        time: '2026-01-14T12:45:00.000Z',
        pvW: 5620,
        loadW: 1310,
        batteryW: -1020,
        gridW: -3290,
        socPct: 75,
      },
    ],
  },
  getEnergy: {
    serial,
    resolution: '1h',
    from: '2026-01-14T12:00:00.000Z',
    to: '2026-01-14T14:00:00.000Z',
    totals: totals([11_150, 4290, 4590, 0, 120, 2390]),
    intervals: [
      interval('2026-01-14T12:00:00.000Z', [5940, 1860, 3110, 0, 0, 970]),
      interval('2026-01-14T13:00:00.000Z', [5210, 2430, 1480, 0, 120, 1420]),
    ],
  },
  getMode: { ...mode, serial, effectiveFrom: '2026-01-10T08:30:00.000Z' },
  setMode: { ...mode, serial, effectiveFrom: '2026-01-14T09:15:00.000Z' },
};

export const exampleBodies: Partial<Record<OpenApiOperation['id'], unknown>> = { setMode: mode };

/** A problem document of each status, as the API answers them (lib/server/open-api/problem.ts). */
export const exampleProblems: Record<number, Record<string, unknown>> = {
  400: {
    type: 'urn:voltara:problem:invalid-request',
    title: 'The request has invalid parameters',
    status: 400,
    detail: 'page must be 1 or more and size 1 to 100.',
    instance: `${base}/systems`,
    errors: [{ parameter: 'size', message: 'Too big: expected number to be <=100' }],
  },
  401: {
    type: 'urn:voltara:problem:invalid-key',
    title: 'The API key is missing, mistyped, unknown, revoked or expired',
    status: 401,
    detail: 'The key has expired. Create or rotate a key in the API console.',
    instance: `${base}/systems`,
  },
  403: {
    type: 'urn:voltara:problem:missing-scope',
    title: 'The API key lacks the scope this request needs',
    status: 403,
    detail: 'This request needs a key with the scope "telemetry:read".',
    instance: `${base}/systems/${serial}/telemetry`,
  },
  404: {
    type: 'urn:voltara:problem:not-found',
    title: 'No such resource for this key',
    status: 404,
    detail: `No system ${serial} for this key.`,
    instance: `${base}/systems/${serial}`,
  },
  405: {
    type: 'urn:voltara:problem:method-not-allowed',
    title: 'The endpoint does not take this method',
    status: 405,
    detail: 'DELETE is not allowed here; use GET.',
    instance: `${base}/systems`,
  },
  413: {
    type: 'urn:voltara:problem:payload-too-large',
    title: 'The body is too large',
    status: 413,
    detail: 'The body is larger than the endpoint takes.',
    instance: `${base}/systems/${serial}/mode`,
  },
  415: {
    type: 'urn:voltara:problem:unsupported-media-type',
    title: 'The body must be JSON',
    status: 415,
    detail: 'Send the body as JSON with "Content-Type: application/json".',
    instance: `${base}/systems/${serial}/mode`,
  },
  429: {
    type: 'urn:voltara:problem:rate-limited',
    title: 'Too many requests',
    status: 429,
    detail: 'Too many requests: try again in 12 s.',
    instance: `${base}/systems`,
  },
};

/** The RateLimit fields as an answer carries them (lib/server/open-api/limits.ts). */
export const exampleHeaders: Record<string, string> = {
  RateLimit: '"per-key";r=598;t=42',
  'RateLimit-Policy': '"per-key";q=600;w=60, "per-address";q=1200;w=60',
  'Retry-After': '12',
  'WWW-Authenticate': 'Bearer realm="open-api"',
  Allow: 'GET, HEAD',
};
