// The operations' ids alone, without their schemas: the route table (lib/routes.ts, which the
// proxy loads on every request) names the reference's pages by them and must not pull in zod.
// tests/unit/open-api/document.test.ts holds this list equal to the ids of `operations`.
export const operationIds = [
  'listSystems',
  'getSystem',
  'getTelemetry',
  'getEnergy',
  'getMode',
  'setMode',
] as const;
