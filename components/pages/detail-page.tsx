import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { buildMetadata } from '@/lib/page-metadata';
import { getItem } from '@/lib/server/api-client';

type Item = { title: string; summary?: string | null; body?: string | null };
type Props = { params: Promise<Record<string, string>> };
type Options = { base: string; param: string; api: string };

/**
 * A detail page read from the content API. An unknown id is a 404 (issue 2), decided before any
 * byte is sent, so the status is right. The body stays plain text until the rich-text pipeline.
 */
export function detailPage({ base, param, api }: Options) {
  async function load(params: Props['params']) {
    const values = await params;
    const locale = values.locale as Locale;
    const slug = values[param] ?? '';
    const { code } = languageByTag(locale);
    const item = await getItem<Item>(`${api}/${encodeURIComponent(slug)}?lang=${code}`);
    return { locale, slug, item };
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, slug, item } = await load(params);
    if (!item) return {};
    return buildMetadata(locale, `${base}/${slug}`, {
      title: item.title,
      description: item.summary ?? item.title,
    });
  }

  async function Page({ params }: Props) {
    const { locale, item } = await load(params);
    if (!item) notFound();
    setRequestLocale(locale);
    const t = await getTranslations('Common');
    return (
      <article className="mx-auto max-w-3xl px-4 py-16">
        <Link href={base} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('backToList')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 desk:text-4xl">
          {item.title}
        </h1>
        {item.summary ? <p className="mt-4 text-lg text-slate-700">{item.summary}</p> : null}
        <div className="mt-8 space-y-4 leading-relaxed text-slate-800">
          {(item.body ?? '').split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    );
  }

  return { generateMetadata, Page };
}
