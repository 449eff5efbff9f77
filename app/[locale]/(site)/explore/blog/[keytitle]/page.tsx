import { detailPage } from '@/components/pages/detail-page';

const page = detailPage({ base: '/explore/blog', param: 'keytitle', api: '/blogs' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
