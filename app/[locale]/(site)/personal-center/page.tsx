import { PersonalCenter } from '@/components/account/center/personal-center';
import { staticPage } from '@/components/pages/static-page';

// Not indexable (lib/routes.ts); rendered per request for the signed-in user only.
const page = staticPage('personalCenter', ({ locale }) => <PersonalCenter locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
