import { HomePage } from '@/components/home/home-page';
import { staticPage } from '@/components/pages/static-page';

// Metadata (title, description, canonical = bare origin, alternates) comes from staticPage.
const page = staticPage('home');

export const generateMetadata = page.generateMetadata;
export default HomePage;
