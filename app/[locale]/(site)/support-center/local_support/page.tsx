import { staticPage } from '@/components/pages/static-page';
import { LocalSupportBody } from '@/components/support/local-support-body';

const page = staticPage('localSupport', LocalSupportBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
