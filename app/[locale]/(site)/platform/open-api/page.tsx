import { OpenApiBody } from '@/components/platforms/open-api-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('openApi', OpenApiBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
