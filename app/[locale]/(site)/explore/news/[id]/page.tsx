import { articlePage } from '@/components/explore/article-page';

const page = articlePage('news', 'id');

export const generateMetadata = page.generateMetadata;
export default page.Page;

// On-demand ISR: no id is prerendered at build; each is rendered on its first request
// and kept in the full-route cache, a 404 for an unknown id included.
export function generateStaticParams() {
  return [];
}
