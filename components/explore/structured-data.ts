import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site-url';
import type { Article, ExploreEvent } from './types';

// requirements: SEO — structured data for the Explore section (NewsArticle / BlogPosting,
// Event); pure, so the shapes are checked without rendering.
const ORGANIZATION_NAME = 'Voltara';

function organization() {
  return { '@type': 'Organization', name: ORGANIZATION_NAME, url: siteUrl() };
}

/** A path on this site as an absolute URL (schema.org wants absolute image URLs). */
export function absoluteAsset(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

type ArticleInput = {
  type: 'NewsArticle' | 'BlogPosting';
  article: Article;
  locale: Locale;
  url: string;
  image: string;
};

export function articleJsonLd({ type, article, locale, url, image }: ArticleInput) {
  return {
    '@type': type,
    headline: article.title,
    description: article.summary || undefined,
    datePublished: article.publishedOn,
    inLanguage: locale,
    image: [absoluteAsset(image)],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // Blog bylines name a team ("Voltara engineering team"), not a person.
    author: article.author ? { '@type': 'Organization', name: article.author } : organization(),
    publisher: organization(),
  };
}

export function eventJsonLd(event: ExploreEvent, locale: Locale) {
  return {
    '@type': 'Event',
    name: event.title,
    description: event.summary || undefined,
    startDate: event.startDate,
    endDate: event.endDate,
    inLanguage: locale,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: organization(),
  };
}
