import { getLocale, getTranslations } from 'next-intl/server';
import { Section } from '@/components/solutions/section';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getList } from '@/lib/server/api-client';
import { dayOf, formatDay, latestNews, type NewsSummary } from './latest-news';

// Issue 3: the three newest items of the visitor's language (spec §7 buckets by websiteId).
export async function LatestNewsSection() {
  const locale = (await getLocale()) as Locale;
  const buckets = await getList<NewsSummary & { websiteId?: unknown; state?: unknown }>('/news');
  const items = latestNews(buckets[languageByTag(locale).code]);
  const t = await getTranslations('Home.news');
  const common = await getTranslations('Common');
  return (
    <Section id="news" tone="tint" heading={t('heading')}>
      {items.length === 0 ? (
        <p className="text-slate-700">{common('noData')}</p>
      ) : (
        <ul className="grid gap-6 desk:grid-cols-3">
          {items.map((item) => {
            const day = dayOf(item.publishedOn);
            return (
              <li key={item.id} className="card flex flex-col p-6">
                {day ? (
                  <time dateTime={day} className="text-sm font-medium text-brand-800">
                    {formatDay(day, locale)}
                  </time>
                ) : null}
                <h3 className="mt-2 text-lg">
                  <Link
                    href={`/explore/news/${encodeURIComponent(String(item.id))}`}
                    className="card-link"
                  >
                    {item.title}
                  </Link>
                </h3>
                {item.summary ? <p className="mt-2 line-clamp-3">{item.summary}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href="/explore/news"
        className="mt-8 inline-block font-semibold text-brand-800 underline"
      >
        {t('all')}
      </Link>
    </Section>
  );
}
