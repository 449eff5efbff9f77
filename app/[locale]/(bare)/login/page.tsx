import { SignInSection } from '@/components/account/sign-in';
import { staticPage } from '@/components/pages/static-page';
import { firstParam } from '@/lib/support/search-params';

const page = staticPage('login', ({ searchParams }) => (
  <SignInSection signedOut={firstParam(searchParams, 'signedOut') === '1'} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
