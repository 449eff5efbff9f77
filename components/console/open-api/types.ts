import type { AsJson } from '@/lib/api/envelope';
import type { ApplicationRow as ServerApplicationRow } from '@/lib/server/open-api/review';
import type { StaffKeyRow as ServerStaffKeyRow } from '@/lib/server/open-api/staff-keys';
import { ConsoleApiError, errorMessage } from '@/lib/console/browser-client';
import { openApiErrorOf, type OpenApiTexts } from '@/lib/console/i18n/open-api';

// What the console's Open API routes answer (lib/server/api/routes/admin/api-access.ts), as the
// browser reads it: dates as ISO strings.

export type ApplicationRow = AsJson<ServerApplicationRow>;
export type StaffKeyRow = AsJson<ServerStaffKeyRow>;

/** A refused write in the console's language: the API's key when it sent one we know. */
export function refusalText(error: unknown, t: OpenApiTexts): string {
  if (error instanceof ConsoleApiError) {
    const keys = Object.values(error.fieldErrors).flat();
    const known = openApiErrorOf(keys, t);
    if (known) return known;
    if (error.status === 400) return t.errors.fields;
  }
  return errorMessage(error);
}
