import { RecoverSection } from '@/components/account/recover';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('retrievePassword', () => <RecoverSection />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
