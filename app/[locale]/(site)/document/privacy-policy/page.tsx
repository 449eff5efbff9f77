import { PrivacyPolicyBody } from '@/components/legal/policies';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('privacyPolicy', PrivacyPolicyBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
