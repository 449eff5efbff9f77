import { detailPage } from '@/components/pages/detail-page';

const page = detailPage({ base: '/explore/news', param: 'id', api: '/news' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
