import { staticPage } from '@/components/pages/static-page';
import { FaqsBody } from '@/components/support/faqs-body';

// Query: ?q=keyword (searched in questions and answers, at most 100 characters). The page is
// cached the same for every query (requirements: Caching): the browser applies the search.
const page = staticPage('faqs', () => FaqsBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
