import { staticPage } from '@/components/pages/static-page';

const page = staticPage('localSupport');

export const generateMetadata = page.generateMetadata;
export default page.Page;
