import { detailPage } from '@/components/pages/detail-page';

const page = detailPage({ base: '/products', param: 'id', api: '/products' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
