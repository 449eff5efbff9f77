import { ServiceAgreementBody } from '@/components/legal/policies';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('serviceAgreement', ServiceAgreementBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
