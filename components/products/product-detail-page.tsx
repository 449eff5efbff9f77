import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ItemLanguages } from '@/components/layout/item-languages.client';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/page-metadata';
import { dynamicRoutes } from '@/lib/routes';
import { getItem } from '@/lib/server/api-client';
import { itemLanguages } from '@/lib/server/data/item-languages';
import { groupKeyOf, groupMessageKey } from './catalog';
import { ContactCta } from './contact-cta';
import { ProductHeader } from './product-header';
import { ProductJsonLd } from './product-json-ld';
import { ProductSpecs } from './product-specs';
import type { ProductDetail } from './types';

type Props = { params: Promise<{ locale: string; id: string }> };

const idPattern = dynamicRoutes.find((r) => r.key === 'productDetail')!.pattern;

/** One product in the visitor's language; a malformed id never reaches the API (its 400). */
async function load(params: Props['params']) {
  const { locale, id } = await params;
  const tag = locale as Locale;
  if (!idPattern.test(id)) return { locale: tag, id, item: null };
  const { code } = languageByTag(tag);
  const item = await getItem<ProductDetail>(`/products/${encodeURIComponent(id)}?lang=${code}`);
  return { locale: tag, id, item };
}

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, item } = await load(params);
  if (!item) return {};
  return buildMetadata(
    locale,
    `/products/${id}`,
    { title: item.name, description: item.summary || item.name },
    await itemLanguages('/products', 'id', id),
  );
}

// requirements: Error pages — an unknown id is a real 404, decided before anything renders
// (no Suspense here).
async function Page({ params }: Props) {
  const { locale, id, item } = await load(params);
  if (!item) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Products' });
  const path = `/products/${id}`;
  const category = t(`categories.${groupMessageKey(groupKeyOf(String(item.category ?? '')))}`);
  const present = await itemLanguages('/products', 'id', id);
  return (
    <>
      <ItemLanguages present={present} listPath="/products" />
      <div className="site-container pt-8">
        <Breadcrumbs path={path} current={item.name} />
      </div>
      <article>
        <ProductHeader id={id} item={item} category={category} />
        <ProductSpecs body={item.body} specs={item.specs} heading={t('detail.specsHeading')} />
      </article>
      <ContactCta path={path} />
      <ProductJsonLd
        code={languageByTag(locale).code}
        path={path}
        sku={id}
        name={item.name}
        description={item.summary || item.name}
        category={category}
        image={item.coverUrl}
      />
    </>
  );
}

export const productDetailPage = { generateMetadata, Page };
