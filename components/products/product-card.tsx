import { Link } from '@/lib/i18n/navigation';
import { productHref } from './product-href';
import { ProductImage } from './product-image';
import type { ProductSummary } from './types';

/** A product in the list: the name is the link, stretched over the whole card. */
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md">
      {/* The name right below says what the picture shows (WCAG 1.1.1: decorative here). */}
      <ProductImage
        src={product.coverUrl}
        alt=""
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">
        <Link
          href={productHref(product.id)}
          className="after:absolute after:inset-0 hover:underline"
        >
          {product.name}
        </Link>
      </h3>
      {product.summary ? (
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{product.summary}</p>
      ) : null}
    </article>
  );
}
