import { ContactSection } from '@/components/forms/contact-section';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('contactUs', async () => <ContactSection />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
