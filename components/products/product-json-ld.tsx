import { JsonLd } from '@/components/seo/json-ld';
import type { LanguageCode } from '@/lib/i18n/locales';
import { absoluteUrl, siteUrl } from '@/lib/site-url';
import { isLocalImage } from './product-image';

type Props = {
  code: LanguageCode;
  /** Unprefixed path of the page that describes the product. */
  path: string;
  sku: string;
  name: string;
  description: string;
  category: string;
  image?: string | null;
};

/** requirements: SEO — a Product with an absolute image URL and the Voltara brand. */
export function ProductJsonLd({ code, path, sku, name, description, category, image }: Props) {
  return (
    <JsonLd
      data={{
        '@type': 'Product',
        name,
        description,
        sku,
        category,
        brand: { '@type': 'Brand', name: 'Voltara' },
        url: absoluteUrl(code, path),
        ...(isLocalImage(image) ? { image: `${siteUrl()}${image}` } : {}),
      }}
    />
  );
}
