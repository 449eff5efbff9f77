import { ResidentialBody } from '@/components/solutions/residential-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('residentialEss', ResidentialBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
