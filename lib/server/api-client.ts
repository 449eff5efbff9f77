import 'server-only';
import { cache } from 'react';
import {
  createApiClient,
  createFetchAdapter,
  fetchItem,
  fetchList,
  type ApiClient,
  type ListItem,
} from '@/lib/api';
import { app } from './api/app';

// ARCHITECTURE point 2: server components use the same client as the browser. Its transport
// calls the Hono app in process, unless API_BASE_URL names a separate back end.
let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  client ??= process.env.API_BASE_URL
    ? createApiClient({ baseURL: process.env.API_BASE_URL })
    : createApiClient({
        baseURL: 'http://in-process.invalid/api',
        adapter: createFetchAdapter((request) => Promise.resolve(app.fetch(request))),
      });
  return client;
}

/** One detail read per request, however many components (page, metadata) ask for it. */
export const getItem = cache(<T>(path: string) => fetchItem<T>(serverApi(), path));

/** One list read per request, bucketed by language (spec §7). */
export const getList = cache(<T extends ListItem>(path: string) => fetchList<T>(serverApi(), path));
