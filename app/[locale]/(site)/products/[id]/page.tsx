import { productDetailPage } from '@/components/products/product-detail-page';

export const generateMetadata = productDetailPage.generateMetadata;
export default productDetailPage.Page;

// On-demand ISR: no id is prerendered at build; each is rendered on its first request
// and kept in the full-route cache, a 404 for an unknown id included.
export function generateStaticParams() {
  return [];
}
