import { MaintenanceBody } from '@/components/company/maintenance-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('maintenance', MaintenanceBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
