import { SignInSection } from '@/components/account/sign-in';
import { staticPage } from '@/components/pages/static-page';
import { firstParam } from '@/lib/support/search-params';

// A personal page (lib/routes.ts): rendered per request, with the nonce CSP, never cached.
export const dynamic = 'force-dynamic';

// ?next=/some/path (a shared preview link) is where a successful sign-in goes;
// SignInSection keeps it only when it is a path on this site.
const page = staticPage('login', ({ searchParams }) => (
  <SignInSection
    signedOut={firstParam(searchParams, 'signedOut') === '1'}
    next={firstParam(searchParams, 'next')}
  />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
