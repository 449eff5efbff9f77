import { FaqsBody } from '@/components/support/faqs-body';
import { supportPage } from '@/components/support/support-page';

// Query: ?q=keyword (searched in questions and answers, at most 100 characters).
const page = supportPage('faqs', FaqsBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
