import { CommercialBody } from '@/components/solutions/commercial-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('commercialEss', CommercialBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
