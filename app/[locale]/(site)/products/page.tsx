import { staticPage } from '@/components/pages/static-page';
import { ProductList } from '@/components/products/product-list';

// Query: ?category=<group key> shows one category; an unknown or repeated value shows them all.
// The page is cached the same for every query: the browser applies the filter.
const page = staticPage('products', ({ locale }) => <ProductList locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
