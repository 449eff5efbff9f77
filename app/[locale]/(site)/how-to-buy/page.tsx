import { staticPage } from '@/components/pages/static-page';
import { HowToBuyBody } from '@/components/support/how-to-buy-body';

// Query: ?country=<ISO 3166-1 alpha-2>; a country with no partner shows them all. The page is
// cached the same for every query (requirements: Caching): the browser applies the filter.
const page = staticPage('howToBuy', () => HowToBuyBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
