import * as z from './zod-mini';
import { operationIds } from '@/lib/open-api/operation-ids';

// What the reference's try-it console sends (lib/server/api/routes/api-try.ts): which operation,
// the system's serial when it names one, the query and, for a change, the JSON body. No server
// imports: the browser loads it. The Open API checks each part with its own schemas after this.

export const tryItSchema = z.strictObject({
  keyId: z.int().check(z.gte(1)),
  operation: z.enum(operationIds),
  serial: z.optional(z.string().check(z.maxLength(40))),
  query: z._default(
    z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(100))),
    {},
  ),
  body: z.optional(z.unknown()),
});
