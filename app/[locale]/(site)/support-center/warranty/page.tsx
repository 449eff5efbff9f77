import { WarrantyBody } from '@/components/support/warranty-body';
import { supportPage } from '@/components/support/support-page';

const page = supportPage('warranty', WarrantyBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
