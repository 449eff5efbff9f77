import { CorporateBody } from '@/components/support/corporate-body';
import { supportPage } from '@/components/support/support-page';

const page = supportPage('corporate', CorporateBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
