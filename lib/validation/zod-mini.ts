import { config } from 'zod/mini';

// The door to zod/mini for schemas that reach the browser on the account pages (issue 12): the
// classic API costs about 90 KB gzipped there because its chained methods cannot be
// tree-shaken; zod/mini's functions cost about 5 KB. Both build the same core schemas, so the
// server parses with the very schemas the forms use. jitless as in ./zod.ts: no eval probe, no
// CSP violation in the browser. Re-exported name by name (`import * as z from` this module), never
// as one namespace object: an object would keep every function of zod in the bundle.
config({ jitless: true });

export * from 'zod/mini';
