import { AboutBody } from '@/components/company/about-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('aboutUs', AboutBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
