import { staticPage } from '@/components/pages/static-page';
import { CasesBody } from '@/components/solutions/cases-body';

// The category filter comes from the URL (?category=utility|commercial|residential); any other
// value shows every case. The page is cached the same for every query (requirements: Caching):
// the browser applies the filter.
const page = staticPage('cases', () => CasesBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
