import { getLocale, getTranslations } from 'next-intl/server';
import { toCalendarDay } from '@/lib/events/calendar-day';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { ArticleCard } from './article-card';
import { articleKinds, type ArticleKind } from './article-kinds';
import { newestFirst } from './sort';
import type { ArticleSummary } from './types';

/** The Body of /explore/news and /explore/blog: the visitor's language, newest first. */
export function articleListBody(kind: ArticleKind) {
  const { api, base, fallbackCover, slugOf } = articleKinds[kind];

  return async function ArticleListBody() {
    const locale = (await getLocale()) as Locale;
    const { code } = languageByTag(locale);
    const buckets = await getList<ArticleSummary>(api);
    const items = newestFirst(
      buckets[code].filter((item) => slugOf(item) && toCalendarDay(item.publishedOn)),
    );
    const t = await getTranslations('Explore');
    const common = await getTranslations('Common');
    const headingId = `${kind}-list-heading`;
    return (
      <section aria-labelledby={headingId} className="site-container py-12">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t(`${kind}.listHeading`)}
        </h2>
        {items.length === 0 ? (
          <p className="mt-6 text-slate-700">{common('noData')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 desk:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={slugOf(item)}>
                <ArticleCard
                  item={item}
                  href={`${base}/${slugOf(item)}`}
                  fallbackCover={fallbackCover}
                  isFirst={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };
}
