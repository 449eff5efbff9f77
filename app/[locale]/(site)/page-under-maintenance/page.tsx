import { UnderMaintenanceBody } from '@/components/company/under-maintenance-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('underMaintenance', UnderMaintenanceBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
