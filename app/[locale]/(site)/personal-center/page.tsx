import { staticPage } from '@/components/pages/static-page';

const page = staticPage('personalCenter');

export const generateMetadata = page.generateMetadata;
export default page.Page;
