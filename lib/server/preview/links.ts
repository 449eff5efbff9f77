import 'server-only';
import { localizePath, splitLanguage } from '@/lib/i18n/resolve';

export const PREVIEW_ENTRY = '/api/preview';
export const PREVIEW_EXIT = '/api/preview/exit';

/** The link that opens `path` in preview; an editor can share it with other editors as it is. */
export const previewLink = (path: string) => `${PREVIEW_ENTRY}?path=${encodeURIComponent(path)}`;

/** The link that leaves preview and comes back to `path`. */
export const exitLink = (path: string) => `${PREVIEW_EXIT}?path=${encodeURIComponent(path)}`;

/** The login page in the language of the previewed page, coming back to the preview link. */
export function loginFor(path: string): string {
  const { code } = splitLanguage(new URL(path, 'http://x.invalid').pathname);
  return `${localizePath(code, '/login')}?next=${encodeURIComponent(previewLink(path))}`;
}
