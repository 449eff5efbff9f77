import { eventsPage } from '@/components/explore/events-page';

const page = eventsPage('activity');

export const generateMetadata = page.generateMetadata;
export default page.Page;

// An event moves from upcoming to ongoing to finished as the days pass, with no write to expire
// the cached page: it is rendered again at most a minute after it was (requirements: Caching).
export const revalidate = 60;
