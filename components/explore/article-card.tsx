import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { coverOf } from './cover';
import { DayTime } from './day-time';
import type { ArticleSummary } from './types';

type Props = { item: ArticleSummary; href: string; fallbackCover: string; isFirst: boolean };

/** One list entry; the title link covers the whole card, so there is one link per item. */
export async function ArticleCard({ item, href, fallbackCover, isFirst }: Props) {
  const t = await getTranslations('Explore');
  const common = await getTranslations('Common');
  const cover = coverOf(item.coverUrl, fallbackCover);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <SiteImage
        src={cover.src}
        alt={cover.isOwn ? item.title : ''}
        width={800}
        height={450}
        sizes="(min-width: 1024px) 400px, (min-width: 780px) 50vw, 100vw"
        preload={isFirst}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-snug text-brand-900">
          <Link href={href} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <DayTime day={item.publishedOn} />
          {item.author ? <> · {t('byAuthor', { author: item.author })}</> : null}
        </p>
        {item.summary ? <p className="text-slate-700">{item.summary}</p> : null}
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-brand-700">
          {common('readMore')} →
        </span>
      </div>
    </article>
  );
}
