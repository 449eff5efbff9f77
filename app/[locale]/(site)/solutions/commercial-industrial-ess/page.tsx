import { staticPage } from '@/components/pages/static-page';
import { CommercialBody } from '@/components/solutions/commercial-body';

const page = staticPage('commercialEss', CommercialBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
