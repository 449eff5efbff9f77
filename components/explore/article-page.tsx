import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { toCalendarDay } from '@/lib/events/calendar-day';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/page-metadata';
import { ItemLanguages } from '@/components/layout/item-languages.client';
import { getItem } from '@/lib/server/api-client';
import { itemLanguages } from '@/lib/server/data/item-languages';
import { absoluteUrl } from '@/lib/site-url';
import { ArticleView } from './article-view';
import { articleKinds, type ArticleKind } from './article-kinds';
import { coverOf } from './cover';
import { absoluteAsset } from './structured-data';
import type { Article } from './types';

type Props = { params: Promise<Record<string, string>> };

/**
 * /explore/news/{id} and /explore/blog/{keytitle}. An unknown or malformed id is a 404 decided
 * before anything renders (no Suspense above it), so the status line says 404.
 */
export function articlePage(kind: ArticleKind, param: 'id' | 'keytitle') {
  const { api, base, pattern, fallbackCover } = articleKinds[kind];

  async function load(params: Props['params']) {
    const values = await params;
    const locale = values.locale as Locale;
    const slug = values[param] ?? '';
    const { code } = languageByTag(locale);
    const item = pattern.test(slug)
      ? await getItem<Article>(`${api}/${encodeURIComponent(slug)}?lang=${code}`)
      : null;
    // A row without a readable publication day cannot be dated on the page or in its JSON-LD.
    const isReadable = item !== null && toCalendarDay(item.publishedOn) !== null;
    return { locale, slug, path: `${base}/${slug}`, item: isReadable ? item : null };
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, slug, path, item } = await load(params);
    if (!item) return {};
    const metadata = await buildMetadata(
      locale,
      path,
      { title: item.title, description: item.summary || item.title },
      await itemLanguages(api as '/news' | '/blogs', param, slug),
    );
    const image = absoluteAsset(coverOf(item.coverUrl, fallbackCover).src);
    return {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article',
        publishedTime: item.publishedOn,
        images: [{ url: image, alt: item.title }],
      },
    };
  }

  async function Page({ params }: Props) {
    const { locale, slug, path, item } = await load(params);
    if (!item) notFound();
    setRequestLocale(locale);
    const url = absoluteUrl(languageByTag(locale).code, path);
    const present = await itemLanguages(api as '/news' | '/blogs', param, slug);
    return (
      <>
        <ItemLanguages present={present} listPath={base} />
        <ArticleView kind={kind} item={item} locale={locale} path={path} url={url} />
      </>
    );
  }

  return { generateMetadata, Page };
}
