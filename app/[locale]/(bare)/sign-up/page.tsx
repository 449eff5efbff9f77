import { SignUpSection } from '@/components/account/sign-up';
import { staticPage } from '@/components/pages/static-page';

// A personal page (lib/routes.ts): rendered per request, with the nonce CSP, never cached.
export const dynamic = 'force-dynamic';

const page = staticPage('signUp', () => <SignUpSection />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
