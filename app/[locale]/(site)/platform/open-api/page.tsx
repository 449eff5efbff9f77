import { staticPage } from '@/components/pages/static-page';
import { OpenApiBody } from '@/components/platforms/open-api-body';

const page = staticPage('openApi', OpenApiBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
