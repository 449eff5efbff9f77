// The API client's entry point: the server client (axios, ./server-client) with its in-process
// transport, and the parts both sides share (the answer envelope, errors, list reads,
// request rules, retries). The browser's client is ./browser-client, its instance ./browser.
export { API_TIMEOUT_MS, acceptStatus, createServerClient } from './server-client';
export type { ServerClient, ServerClientOptions } from './server-client';
export { envelopeCode, isSuccessBody } from './envelope';
export type { Envelope } from './envelope';
export { ApiError, isApiError } from './errors';
export { createFetchAdapter } from './in-process';
export type { FetchHandler } from './in-process';
export {
  LIST_QUERY,
  bucketByWebsite,
  emptyBuckets,
  fetchI18nConfig,
  fetchItem,
  fetchList,
} from './lists';
export type { Buckets, I18nConfig, ListItem } from './lists';
export { DEFAULT_RETRY, RETRY_STATUSES } from './retry';
export {
  LANGUAGE_HEADER,
  REQUEST_START_HEADER,
  REQUESTED_WITH_HEADER,
  TIMESTAMP_PARAM,
} from './request-rules';
