import 'server-only';
import { getLocale } from 'next-intl/server';
import type { ListItem } from '@/lib/api';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import type { Distributor } from '@/lib/support/distributors-filter';
import type { DownloadRow } from '@/lib/support/downloads-filter';
import type { Faq } from '@/lib/support/faq-search';

export type Video = {
  id: number;
  title: string;
  summary: string;
  videoUrl: string;
  coverUrl: string | null;
  publishedOn: string;
};
type ProductName = { id: string; name: string };

/** The visitor's locale and the language bucket (websiteId) their lists come from. */
export async function visitor() {
  const locale = (await getLocale()) as Locale;
  return { locale, code: languageByTag(locale).code };
}

/** The documents of the visitor's site variant, each with its product's name in that language. */
export async function loadDownloads(): Promise<DownloadRow[]> {
  const { code } = await visitor();
  const [documents, products] = await Promise.all([
    getList<DownloadRow & ListItem>('/downloads'),
    getList<ProductName & ListItem>('/products'),
  ]);
  const names = new Map(products[code].map((p) => [p.id, p.name]));
  return documents[code].map((d) => ({
    ...d,
    productName: d.product ? (names.get(d.product) ?? null) : null,
  }));
}

export async function loadFaqs(): Promise<Faq[]> {
  const { code } = await visitor();
  return (await getList<Faq & ListItem>('/faqs'))[code];
}

export async function loadVideos(): Promise<Video[]> {
  const { code } = await visitor();
  return (await getList<Video & ListItem>('/videos'))[code];
}

export async function loadDistributors(): Promise<Distributor[]> {
  const { code } = await visitor();
  return (await getList<Distributor & ListItem>('/distributors'))[code];
}
