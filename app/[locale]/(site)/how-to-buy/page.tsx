import { HowToBuyBody } from '@/components/support/how-to-buy-body';
import { supportPage } from '@/components/support/support-page';

// Query: ?country=<ISO 3166-1 alpha-2>; a country with no partner shows them all.
const page = supportPage('howToBuy', HowToBuyBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
