import { staticPage } from '@/components/pages/static-page';
import { VideoBody } from '@/components/support/video-body';

const page = staticPage('video', VideoBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
