// The API client's entry point: the server client (axios, ./server-client) with its in-process
// transport, and the parts both sides share (the answer envelope, errors, list reads,
// request rules, retries). The browser's client is ./browser-client, its instance ./browser.
export { API_TIMEOUT_MS, createServerClient } from './server-client';
export type { ServerClient, ServerClientOptions } from './server-client';
export type { Envelope } from './envelope';
export { ApiError, isApiError } from './errors';
export { createFetchAdapter } from './in-process';
export {
  LIST_QUERY,
  bucketByWebsite,
  emptyBuckets,
  fetchI18nConfig,
  fetchItem,
  fetchList,
} from './lists';
export type { Buckets, ListItem } from './lists';
export { RETRY_STATUSES } from './retry';
