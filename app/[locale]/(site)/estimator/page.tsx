import { EstimatorBody } from '@/components/estimator/estimator-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('estimator', EstimatorBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
