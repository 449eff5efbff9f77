import { eventsPage } from '@/components/explore/events-page';

const page = eventsPage('activity');

export const generateMetadata = page.generateMetadata;
export default page.Page;
