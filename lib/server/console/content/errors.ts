import 'server-only';
import { STALE_MESSAGE } from '@/lib/console/content-types';
import { HttpError } from '@/lib/server/api/errors';

export const staleEdit = () => new HttpError(409, STALE_MESSAGE);

export const versionMissing = () =>
  new HttpError(404, 'Not Found: this item has no version in that language');

export const versionExists = () =>
  new HttpError(409, 'This item already has a version in that language.');
