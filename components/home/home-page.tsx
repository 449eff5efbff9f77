import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { EstimatorLink } from '@/components/estimator/estimator-link';
import { isLocale, languageByTag, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { PageKey } from '@/lib/routes';
import { getList } from '@/lib/server/api-client';
import { pathOf } from '@/lib/site-menu';
import { HomeHero } from './home-hero';
import { HomeSections, type HomeSectionsProps, type NewsCard } from './home-sections.client';
import { dayOf, formatDay, latestNews, type NewsSummary } from './latest-news';
import { OrganizationJsonLd } from './organization-json-ld';

type Props = { params: Promise<{ locale: string }> };

// requirements: Product and users — one platform for each audience, home owner to developer.
const platformKeys = ['ecos', 'ecosHub', 'panguOs', 'openApi'] as const satisfies PageKey[];

// The home page keeps staticPage's metadata but draws its own hero, so the h1 can sit beside
// the illustration with the two calls to action. The sections below it are drawn in the
// browser's bundle from their texts (see docs/decisions/home-sections-client.md).
export async function HomePage({ params }: Props) {
  const { locale } = await params;
  // Next renders the page beside the root layout, which answers an unknown locale with a 404.
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [pages, common, messages, news] = await Promise.all([
    getTranslations('Pages'),
    getTranslations('Common'),
    getMessages(),
    latestNewsCards(locale),
  ]);
  const href = (path: string) => getPathname({ href: path, locale });
  // Only the texts the sections render: the hero's stay on the server.
  const {
    solutions,
    flagship,
    platforms,
    figures,
    news: newsTexts,
    newsletter,
  } = messages.Home as HomeSectionsProps['texts'];
  return (
    <>
      <OrganizationJsonLd description={pages('home.description')} />
      <HomeHero />
      <HomeSections
        texts={{ solutions, flagship, platforms, figures, news: newsTexts, newsletter }}
        hrefs={
          {
            residential: href('/solutions/residential-ess'),
            commercial: href('/solutions/commercial-industrial-ess'),
            utility: href('/solutions/utility-ess'),
            hybrid: href('/products/three-phase-home-battery-energy-storage-system'),
            battery: href('/products/high-voltage-lfp-battery'),
            ...Object.fromEntries(platformKeys.map((key) => [key, href(pathOf(key))])),
            contact: href('/contact-us'),
            news: href('/explore/news'),
          } as HomeSectionsProps['hrefs']
        }
        platformNames={
          Object.fromEntries(
            platformKeys.map((key) => [key, pages(`${key}.nav`)]),
          ) as HomeSectionsProps['platformNames']
        }
        news={news}
        noNews={common('noData')}
        estimator={<EstimatorLink id="home-estimator" />}
      />
    </>
  );
}

/** The three newest items of the visitor's language (requirements: Content — websiteId). */
async function latestNewsCards(locale: Locale): Promise<NewsCard[]> {
  const buckets = await getList<NewsSummary & { websiteId?: unknown; state?: unknown }>('/news');
  return latestNews(buckets[languageByTag(locale).code]).map((item) => {
    const day = dayOf(item.publishedOn) ?? undefined;
    return {
      href: getPathname({ href: `/explore/news/${encodeURIComponent(String(item.id))}`, locale }),
      title: item.title,
      ...(item.summary ? { summary: item.summary } : {}),
      ...(day ? { day, date: formatDay(day, locale) } : {}),
    };
  });
}
