import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import type { InboxTexts } from '@/lib/console/i18n/inbox';

/**
 * What a refused inbox write means for staff, in their language: a 409 is "someone decided
 * this already" (the page reloads to show it), a 400 lists the fields the server named.
 */
export function actionErrorText(error: unknown, texts: InboxTexts['detail']['errors']): string {
  if (!(error instanceof ConsoleApiError)) return texts.failed;
  switch (error.status) {
    case 409:
      return texts.conflict;
    case 400: {
      const fields = Object.keys(error.fieldErrors).filter((f) => f !== '_');
      return fill(texts.invalid, { detail: fields.length ? fields.join(', ') : error.message });
    }
    case 403:
      return texts.forbidden;
    case 429:
      return texts.tooMany;
    default:
      return `${texts.failed} (${error.message})`;
  }
}
