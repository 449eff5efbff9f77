import { staticPage } from '@/components/pages/static-page';
import { parseCaseFilter } from '@/components/solutions/case-filter';
import { CasesBody } from '@/components/solutions/cases-body';

// The category filter comes from the URL (?category=utility|commercial|residential); any other
// value shows every case (issue 3, bad input).
const page = staticPage('cases', ({ searchParams }) =>
  CasesBody({ filter: parseCaseFilter(searchParams.category) }),
);

export const generateMetadata = page.generateMetadata;
export default page.Page;
