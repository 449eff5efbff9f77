import { productDetailPage } from '@/components/products/product-detail-page';

export const generateMetadata = productDetailPage.generateMetadata;
export default productDetailPage.Page;

// On-demand ISR: no id is prerendered at build; each is rendered on its first request
// and kept in the full-route cache. An id that does not exist never gets here: the proxy sends
// it to its language's one stored not-found page (lib/known-details.ts).
export function generateStaticParams() {
  return [];
}
