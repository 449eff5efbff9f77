import { staticPage } from '@/components/pages/static-page';
import { ResidentialBody } from '@/components/solutions/residential-body';

const page = staticPage('residentialEss', ResidentialBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
