import { articleListBody } from '@/components/explore/article-list';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('blog', articleListBody('blog'));

export const generateMetadata = page.generateMetadata;
export default page.Page;
