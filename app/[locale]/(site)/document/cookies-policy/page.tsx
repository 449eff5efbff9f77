import { CookiesPolicyBody } from '@/components/legal/policies';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('cookiesPolicy', CookiesPolicyBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
