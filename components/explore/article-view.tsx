import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { articleKinds, type ArticleKind } from './article-kinds';
import { coverOf } from './cover';
import { DayTime } from './day-time';
import { articleJsonLd } from './structured-data';
import type { Article } from './types';

type Props = { kind: ArticleKind; item: Article; locale: Locale; path: string; url: string };

/** A news item or blog post: heading, byline, cover, sanitized body (requirements: Rich text). */
export async function ArticleView({ kind, item, locale, path, url }: Props) {
  const { base, schemaType, fallbackCover } = articleKinds[kind];
  const t = await getTranslations('Explore');
  const cover = coverOf(item.coverUrl, fallbackCover);
  return (
    <>
      <div className="site-container pt-8 pb-16">
        <Breadcrumbs path={path} current={item.title} />
        <article className="max-w-3xl">
          <header>
            <h1 className="text-3xl font-bold tracking-tight text-brand-900 desk:text-4xl">
              {item.title}
            </h1>
            <p className="mt-4 text-sm text-slate-600">
              <DayTime day={item.publishedOn} />
              {item.author ? <> · {t('byAuthor', { author: item.author })}</> : null}
            </p>
            {item.summary ? <p className="mt-4 text-lg text-slate-700">{item.summary}</p> : null}
          </header>
          <SiteImage
            src={cover.src}
            alt={cover.isOwn ? item.title : ''}
            width={1200}
            height={675}
            sizes="(min-width: 800px) 768px, 100vw"
            preload
            className="mt-8 aspect-video w-full rounded-xl bg-brand-50 object-cover"
          />
          <RichText source={item.body ?? ''} className="mt-8" />
          <p className="mt-12 border-t border-slate-200 pt-6">
            <Link href={base} className="font-semibold text-brand-700 hover:underline">
              ← {t(`${kind}.backToList`)}
            </Link>
          </p>
        </article>
      </div>
      <JsonLd
        data={articleJsonLd({ type: schemaType, article: item, locale, url, image: cover.src })}
      />
    </>
  );
}
