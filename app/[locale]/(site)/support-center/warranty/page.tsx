import { staticPage } from '@/components/pages/static-page';
import { WarrantyBody } from '@/components/support/warranty-body';

const page = staticPage('warranty', WarrantyBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
