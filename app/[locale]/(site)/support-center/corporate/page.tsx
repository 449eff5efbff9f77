import { staticPage } from '@/components/pages/static-page';
import { CorporateBody } from '@/components/support/corporate-body';

const page = staticPage('corporate', CorporateBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
