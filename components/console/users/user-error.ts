import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import type { UsersTexts } from '@/lib/console/i18n/users';

export type UserAction = 'role' | 'disable' | 'enable' | 'sign-out';

/**
 * A refused user action in the admin's language. The API says 400 when an admin acts on their
 * own account (role, disable, sign-out) and 409 when it would leave no active admin.
 */
export function userErrorText(error: unknown, action: UserAction, texts: UsersTexts['users']) {
  if (!(error instanceof ConsoleApiError))
    return fill(texts.errors.failed, { detail: String(error) });
  if (error.status === 400 && Object.keys(error.fieldErrors).length === 0) {
    return action === 'role' ? texts.errors.ownRole : texts.errors.self;
  }
  if (error.status === 409) return texts.errors.lastAdmin;
  if (error.status === 403) return texts.adminsOnly;
  return fill(texts.errors.failed, { detail: error.message });
}
