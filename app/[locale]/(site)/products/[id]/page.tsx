import { productDetailPage } from '@/components/products/product-detail-page';

export const generateMetadata = productDetailPage.generateMetadata;
export default productDetailPage.Page;
