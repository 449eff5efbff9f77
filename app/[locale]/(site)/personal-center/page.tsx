import { PersonalCenter } from '@/components/account/center/personal-center';
import { staticPage } from '@/components/pages/static-page';

// A personal page (lib/routes.ts): rendered per request, with the nonce CSP, never cached.
export const dynamic = 'force-dynamic';

// Not indexable (lib/routes.ts); rendered per request for the signed-in user only.
const page = staticPage('personalCenter', ({ locale }) => <PersonalCenter locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
