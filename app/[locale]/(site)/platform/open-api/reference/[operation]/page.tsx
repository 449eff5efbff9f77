import { operationPage } from '@/components/open-api/operation-page';

export const generateMetadata = operationPage.generateMetadata;
export default operationPage.Page;

// On-demand ISR, as every page of the site: the build prerenders no language, and each
// operation's page is rendered on its first request and kept in the full-route cache. Only the
// operations' ids reach it (lib/routes.ts).
export function generateStaticParams() {
  return [];
}
