import 'server-only';
import { cache } from 'react';
import {
  createServerClient,
  createFetchAdapter,
  fetchItem,
  fetchList,
  type ServerClient,
  type ListItem,
} from '@/lib/api';
import { app } from './api/app';
import { fetchPreviewList } from './preview/list';
import { isPreviewRender } from './preview/render';
import { PREVIEW_HEADER, previewSecret } from './preview/secret';

// Server components call the API through the server client, under the same rules as the browser's
// (see docs/decisions/in-process-api.md). Its transport calls the Hono app in process, unless
// API_BASE_URL names a separate back end.
const newClient = (): ServerClient =>
  process.env.API_BASE_URL
    ? createServerClient({ baseURL: process.env.API_BASE_URL })
    : createServerClient({
        baseURL: 'http://in-process.invalid/api',
        adapter: createFetchAdapter((request) => Promise.resolve(app.fetch(request))),
      });

let client: ServerClient | undefined;
let previewClient: ServerClient | undefined;

export function serverApi(): ServerClient {
  client ??= newClient();
  return client;
}

/**
 * Preview: a second client whose every request carries the preview secret, used only
 * for a render that isPreviewRender() allowed. The public API then answers drafts and scheduled
 * items too; no other request can (lib/server/preview/request.ts).
 */
function previewApi(): ServerClient {
  previewClient ??= newClient();
  previewClient.defaults.headers.common[PREVIEW_HEADER] = previewSecret();
  return previewClient;
}

/**
 * One detail read per request, however many components (page, metadata) ask for it. The
 * preview decision is taken per request too (isPreviewRender is cached per request), so the
 * cache key, the path, needs nothing more.
 */
export const getItem = cache(async <T>(path: string) =>
  fetchItem<T>((await isPreviewRender()) ? previewApi() : serverApi(), path),
);

/** One list read per request, bucketed by language. */
export const getList = cache(async <T extends ListItem>(path: string) =>
  (await isPreviewRender())
    ? fetchPreviewList<T>(previewApi(), path)
    : fetchList<T>(serverApi(), path),
);
