import { languageById, languageCodes, type LanguageCode, type Locale } from '@/lib/i18n/locales';
import type { ServerClient } from './server-client';
import type { Envelope } from './envelope';
import { envelopeCode } from './envelope';
import { isApiError } from './errors';
import { isPlainObject } from './form-body';

/** requirements: Client behaviours — lists are read whole, page 1, size 9999. */
export const LIST_QUERY = { page: 1, size: 9999 } as const;

export type ListItem = { websiteId?: unknown; state?: unknown };
export type Buckets<T> = Record<LanguageCode, T[]>;

/** All seven buckets, always present (cn, en, au, de, it, nl, fr). */
export function emptyBuckets<T>(): Buckets<T> {
  return Object.fromEntries(languageCodes.map((code) => [code, []])) as unknown as Buckets<T>;
}

/**
 * requirements: Client behaviours — items with a truthy state go to the bucket of their websiteId
 * (1–7, the language table); an unknown or missing websiteId goes to en; a falsy state is dropped.
 */
export function bucketByWebsite<T extends ListItem>(items: readonly T[]): Buckets<T> {
  const buckets = emptyBuckets<T>();
  for (const item of items) {
    if (!item || !item.state) continue;
    const code = languageById(toId(item.websiteId))?.code ?? 'en';
    buckets[code].push(item);
  }
  return buckets;
}

/** Back ends often send ids as numeric strings ("3"); languageById wants a number. */
function toId(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

/** List fetch: any failure (transport, rejection, non-array data) gives empty buckets. */
export async function fetchList<T extends ListItem>(
  client: ServerClient,
  path: string,
): Promise<Buckets<T>> {
  try {
    const body = await client.get<Envelope<unknown>>(path, { params: { ...LIST_QUERY } });
    return Array.isArray(body.data) ? bucketByWebsite(body.data as T[]) : emptyBuckets<T>();
  } catch {
    return emptyBuckets<T>();
  }
}

/** requirements: Content — translated configuration is keyed by the language tag. */
export type I18nConfig<T = unknown> = Partial<Record<Locale, T>>;

/** GET /config/i18n; a failure is swallowed (empty configuration). */
export async function fetchI18nConfig<T = unknown>(client: ServerClient): Promise<I18nConfig<T>> {
  try {
    const body = await client.get<Envelope<unknown>>('/config/i18n', {
      params: { ...LIST_QUERY },
    });
    return isPlainObject(body.data) ? (body.data as I18nConfig<T>) : {};
  } catch {
    return {};
  }
}

/** A detail GET: the item, or null when the envelope says 404. Other failures reject. */
export async function fetchItem<T>(client: ServerClient, path: string): Promise<T | null> {
  try {
    const body = await client.get<Envelope<T>>(path);
    return body.data ?? null;
  } catch (error) {
    if (isApiError(error) && envelopeCode(error.body) === 404) return null;
    throw error;
  }
}
