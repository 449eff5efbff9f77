import { VideoBody } from '@/components/support/video-body';
import { supportPage } from '@/components/support/support-page';

const page = supportPage('video', VideoBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
