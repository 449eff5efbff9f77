import { staticPage } from '@/components/pages/static-page';
import { parseCategory } from '@/components/products/catalog';
import { ProductList } from '@/components/products/product-list';

// Query: ?category=<group key> shows one category; an unknown or repeated value shows them all.
const page = staticPage('products', ({ locale, searchParams }) => (
  <ProductList locale={locale} only={parseCategory(searchParams.category)} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
