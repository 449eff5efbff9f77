import { getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { filterKeys, groupMessageKey, groupProducts, type GroupKey } from './catalog';
import { CategoryFilter } from './category-filter';
import { ProductCard } from './product-card';
import type { ProductSummary } from './types';

/** Rows from the wire, kept only when they can be shown and linked (an id and a name). */
function toSummaries(rows: readonly ProductSummary[]): ProductSummary[] {
  return rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.name === 'string'
      ? [{ ...row, category: String(row.category ?? ''), sort: Number(row.sort) || 0 }]
      : [],
  );
}

/** Issue 3: the visitor's language, grouped by category, optionally one category only. */
export async function ProductList({ locale, only }: { locale: Locale; only: GroupKey | null }) {
  const { code } = languageByTag(locale);
  const [buckets, t, common] = await Promise.all([
    getList<ProductSummary>('/products'),
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  const products = toSummaries(buckets[code]);
  const groups = groupProducts(products, only);
  const label = (key: GroupKey) => t(`categories.${groupMessageKey(key)}`);
  return (
    <>
      <CategoryFilter
        label={t('list.filterLabel')}
        allLabel={t('list.all')}
        options={filterKeys(products, only).map((key) => ({ key, label: label(key) }))}
        active={only}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        {groups.length === 0 ? <p className="text-lg text-slate-700">{common('noData')}</p> : null}
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`category-${group.key}`}>
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
          </section>
        ))}
      </div>
    </>
  );
}
