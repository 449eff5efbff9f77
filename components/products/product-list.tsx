import { getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilterCount, FilterEmpty, FilterShow } from '@/components/url-filter/url-filter.client';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { filterKeys, groupMessageKey, groupProducts, type GroupKey } from './catalog';
import { CategoryFilter } from './category-filter';
import { ProductCard } from './product-card';
import { ProductFilter } from './product-filter.client';
import type { ProductSummary } from './types';

/** Rows from the wire, kept only when they can be shown and linked (an id and a name). */
function toSummaries(rows: readonly ProductSummary[]): ProductSummary[] {
  return rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.name === 'string'
      ? [{ ...row, category: String(row.category ?? ''), sort: Number(row.sort) || 0 }]
      : [],
  );
}

/**
 * The products of the visitor's language, grouped by category; ?category= shows one category.
 * The server renders every group (the page is cached the same for every query) and the
 * browser shows the category of the URL; without JavaScript every group shows.
 */
export async function ProductList({ locale }: { locale: Locale }) {
  const { code } = languageByTag(locale);
  const [buckets, t, common] = await Promise.all([
    getList<ProductSummary>('/products'),
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const products = toSummaries(buckets[code]);
  const label = (key: GroupKey) => t(`categories.${groupMessageKey(key)}`);
  return (
    <FilterMessages keys={['Products.list.count']} size={products.length}>
      <ProductFilter items={products.map(({ id, category }) => ({ id, category }))}>
        <div className="site-container pt-8">
          <CategoryFilter
            label={t('list.filterLabel')}
            allLabel={t('list.all')}
            options={filterKeys(products, null).map((key) => ({ key, label: label(key) }))}
          />
          <FilterCount message="Products.list.count" className="mt-4 text-slate-700" />
        </div>
        <div className="site-container space-y-14 py-10">
          <FilterEmpty>
            <p className="text-lg text-slate-700">{common('noData')}</p>
          </FilterEmpty>
          {groupProducts(products).map((group) => (
            <FilterShow
              as="section"
              key={group.key}
              ids={group.items.map((product) => product.id)}
              aria-labelledby={`category-${group.key}`}
            >
              <h2 id={`category-${group.key}`} className="text-2xl font-bold text-brand-900">
                {label(group.key)}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            </FilterShow>
          ))}
        </div>
      </ProductFilter>
    </FilterMessages>
  );
}
