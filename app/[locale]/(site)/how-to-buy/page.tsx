import { staticPage } from '@/components/pages/static-page';
import { HowToBuyBody } from '@/components/support/how-to-buy-body';

// Query: ?country=<ISO 3166-1 alpha-2>; a country with no partner shows them all.
const page = staticPage('howToBuy', ({ searchParams }) => HowToBuyBody(searchParams));

export const generateMetadata = page.generateMetadata;
export default page.Page;
