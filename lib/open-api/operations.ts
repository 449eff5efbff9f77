import type { ZodType } from 'zod';
import type { ApiScope } from './scopes';
import {
  energySchema,
  modeBodySchema,
  modeSchema,
  pageQuerySchema,
  rangeQuerySchema,
  serialParamSchema,
  systemPageSchema,
  systemSchema,
  telemetrySchema,
} from './schemas';

// Every operation of the Open API, version 1, in one list: the routes
// (lib/server/api/routes/open-api.ts) and the OpenAPI document are both built from it, so an
// operation cannot exist in one and not the other. `id` names the operation in the document and
// in the message files' texts about it.

export type OpenApiOperation = {
  id: 'listSystems' | 'getSystem' | 'getTelemetry' | 'getEnergy' | 'getMode' | 'setMode';
  method: 'get' | 'put';
  /** Under /api/open/v1, with OpenAPI's {param} placeholders. */
  path: string;
  scope: ApiScope;
  /** The endpoint group the usage figures count it under. */
  group: 'systems' | 'telemetry' | 'energy' | 'mode';
  pathParams?: { serial: ZodType };
  query?: ZodType;
  body?: ZodType;
  response: ZodType;
  /** Problem statuses this operation can answer besides 401, 429 and 500. */
  problems: readonly number[];
};

export const OPEN_API_BASE = '/api/open/v1';

const serial = { serial: serialParamSchema };

export const operations = [
  {
    id: 'listSystems',
    method: 'get',
    path: '/systems',
    scope: 'systems:read',
    group: 'systems',
    query: pageQuerySchema,
    response: systemPageSchema,
    problems: [400, 403],
  },
  {
    id: 'getSystem',
    method: 'get',
    path: '/systems/{serial}',
    scope: 'systems:read',
    group: 'systems',
    pathParams: serial,
    response: systemSchema,
    problems: [403, 404],
  },
  {
    id: 'getTelemetry',
    method: 'get',
    path: '/systems/{serial}/telemetry',
    scope: 'telemetry:read',
    group: 'telemetry',
    pathParams: serial,
    query: rangeQuerySchema,
    response: telemetrySchema,
    problems: [400, 403, 404],
  },
  {
    id: 'getEnergy',
    method: 'get',
    path: '/systems/{serial}/energy',
    scope: 'energy:read',
    group: 'energy',
    pathParams: serial,
    query: rangeQuerySchema,
    response: energySchema,
    problems: [400, 403, 404],
  },
  {
    id: 'getMode',
    method: 'get',
    path: '/systems/{serial}/mode',
    scope: 'systems:read',
    group: 'mode',
    pathParams: serial,
    response: modeSchema,
    problems: [403, 404],
  },
  {
    id: 'setMode',
    method: 'put',
    path: '/systems/{serial}/mode',
    scope: 'control',
    group: 'mode',
    pathParams: serial,
    body: modeBodySchema,
    response: modeSchema,
    problems: [400, 403, 404, 415],
  },
] as const satisfies readonly OpenApiOperation[];
