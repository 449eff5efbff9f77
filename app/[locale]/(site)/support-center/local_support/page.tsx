import { LocalSupportBody } from '@/components/support/local-support-body';
import { supportPage } from '@/components/support/support-page';

const page = supportPage('localSupport', LocalSupportBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
