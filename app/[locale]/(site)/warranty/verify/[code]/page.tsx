import { verifyPage } from '@/components/warranty/verify-page';

export const generateMetadata = verifyPage.generateMetadata;
export default verifyPage.Page;

// On-demand ISR: each code is rendered on its first request and kept in the
// full-route cache; a change to the registration expires its tag. Rendered again at least
// hourly, so "valid" turns to "ended" on the day after the last day covered.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}
