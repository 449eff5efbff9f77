import { SignUpSection } from '@/components/account/sign-up';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('signUp', () => <SignUpSection />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
