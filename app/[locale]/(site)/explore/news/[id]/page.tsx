import { articlePage } from '@/components/explore/article-page';

const page = articlePage('news', 'id');

export const generateMetadata = page.generateMetadata;
export default page.Page;
