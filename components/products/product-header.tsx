import { getTranslations } from 'next-intl/server';
import { ContactLink } from '@/components/forms/contact-scroll.client';
import { Link } from '@/lib/i18n/navigation';
import { flagshipPathOf } from './product-href';
import { ProductImage } from './product-image';
import { primaryButton, secondaryButton } from './styles';
import type { ProductDetail } from './types';

type Props = { id: string; item: ProductDetail; category: string };

/**
 * Name, summary, picture and the two ways on: contact us, or the flagship's own page. The page
 * puts the breadcrumb trail right above it.
 */
export async function ProductHeader({ id, item, category }: Props) {
  const t = await getTranslations('Products');
  const flagship = flagshipPathOf(id);
  return (
    <header className="site-container grid items-center gap-10 pb-10 desk:grid-cols-2">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{category}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 desk:text-5xl">
          {item.name}
        </h1>
        {item.summary ? (
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{item.summary}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          <ContactLink href={`/products/${id}`} className={primaryButton}>
            {t('cta.button')}
          </ContactLink>
          {flagship ? (
            <Link href={flagship} className={secondaryButton}>
              {t('detail.flagshipLink')}
            </Link>
          ) : null}
        </div>
      </div>
      <ProductImage
        src={item.coverUrl}
        alt={item.name}
        preload
        sizes="(min-width: 780px) 50vw, 100vw"
      />
    </header>
  );
}
