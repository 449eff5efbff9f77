import { staticPage } from '@/components/pages/static-page';
import { HybridSystemBody } from '@/components/products/flagship/hybrid-system-body';

const page = staticPage('hybridSystem', HybridSystemBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
