import { config } from 'zod/mini';

// The door to zod/mini for schemas that reach the browser on the account pages: the
// classic API costs about 90 KB gzipped there because its chained methods cannot be
// tree-shaken; zod/mini's functions cost a few KB. Both build the same core schemas, so the
// server parses with the very schemas the forms use. jitless as in ./zod.ts: no eval probe, no
// CSP violation in the browser.
config({ jitless: true });

// Name by name: re-exporting the whole module (`export *`) also re-exports its namespaces (core,
// locales, iso), and the bundler then keeps all of zod's core (about 24 KB gzipped).
export {
  _default,
  array,
  boolean,
  email,
  enum,
  extend,
  gte,
  int,
  iso,
  literal,
  lte,
  maxLength,
  minLength,
  nullable,
  number,
  object,
  omit,
  optional,
  overwrite,
  pipe,
  record,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  toLowerCase,
  transform,
  trim,
  union,
  unknown,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';
export type { $RefinementCtx, ParsePayload } from 'zod/v4/core';
