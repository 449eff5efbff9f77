import { staticPage } from '@/components/pages/static-page';
import { CasesBody } from '@/components/solutions/cases-body';

// The category filter comes from the URL (?category=utility|commercial|residential); any other
// value shows every case (issue 3, bad input). The page is cached the same for every query
// (issue 11): the browser applies the filter.
const page = staticPage('cases', () => CasesBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
