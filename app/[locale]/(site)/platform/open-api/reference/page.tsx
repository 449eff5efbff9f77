import { ReferenceBody } from '@/components/open-api/reference-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('openApiReference', ReferenceBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
