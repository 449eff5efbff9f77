import { staticPage } from '@/components/pages/static-page';
import { FindInstallerBody } from '@/components/support/find-installer-body';

// Query: ?country=<ISO 3166-1 alpha-2>&city=<name>; values the list lacks are ignored. The page
// is cached the same for every query (requirements: Caching): the browser applies the filter.
const page = staticPage('findInstaller', () => FindInstallerBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
