import { productListPage } from '@/components/products/product-list-page';

export const generateMetadata = productListPage.generateMetadata;
export default productListPage.Page;
