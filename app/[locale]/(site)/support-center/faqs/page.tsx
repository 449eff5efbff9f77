import { staticPage } from '@/components/pages/static-page';
import { FaqsBody } from '@/components/support/faqs-body';

// Query: ?q=keyword (searched in questions and answers, at most 100 characters).
const page = staticPage('faqs', ({ searchParams }) => FaqsBody(searchParams));

export const generateMetadata = page.generateMetadata;
export default page.Page;
