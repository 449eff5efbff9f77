import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { i18nConfig } from '@/lib/server/db/schema';

export type I18nConfigMap = Record<string, Record<string, string>>;

/** Translated configuration keyed by language tag, e.g. {'de-DE': {siteName}}. */
export async function getI18nConfig(db: Db): Promise<I18nConfigMap> {
  const rows = await db.select().from(i18nConfig).orderBy(asc(i18nConfig.tag), asc(i18nConfig.key));
  const config: I18nConfigMap = {};
  for (const { tag, key, value } of rows) (config[tag] ??= {})[key] = value;
  return config;
}
