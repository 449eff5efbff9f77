import { articleListBody } from '@/components/explore/article-list';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('news', articleListBody('news'));

export const generateMetadata = page.generateMetadata;
export default page.Page;
