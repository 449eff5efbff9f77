import { articlePage } from '@/components/explore/article-page';

const page = articlePage('blog', 'keytitle');

export const generateMetadata = page.generateMetadata;
export default page.Page;
