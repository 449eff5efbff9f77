import { articlePage } from '@/components/explore/article-page';

const page = articlePage('news', 'id');

export const generateMetadata = page.generateMetadata;
export default page.Page;

// On-demand ISR: no id is prerendered at build; each is rendered on its first request
// and kept in the full-route cache. An id that does not exist never gets here: the proxy sends
// it to its language's one stored not-found page (lib/known-details.ts).
export function generateStaticParams() {
  return [];
}
