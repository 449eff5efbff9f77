import { getTranslations } from 'next-intl/server';
import { staticPage } from '@/components/pages/static-page';
import { Link } from '@/lib/i18n/navigation';
import { accountMenu, legalMenu, mainMenu, pathOf } from '@/lib/site-menu';

// The sitemap for people: every section and page of the site, in the visitor's language.
async function SitemapLinks() {
  const nav = await getTranslations('Nav');
  const pages = await getTranslations('Pages');
  const sections = [
    { key: 'home' as const, pages: ['home' as const] },
    ...mainMenu,
    accountMenu,
    legalMenu,
  ];
  return (
    <div className="site-container grid gap-10 pb-20 sm:grid-cols-2 desk:grid-cols-3">
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`sitemap-${section.key}`}>
          <h2 id={`sitemap-${section.key}`} className="mb-3 text-lg font-semibold text-brand-900">
            {section.key === 'home' ? pages('home.nav') : nav(section.key)}
          </h2>
          <ul className="space-y-2">
            {section.pages.map((key) => (
              <li key={key}>
                <Link href={pathOf(key)} className="text-brand-800 underline hover:text-brand-900">
                  {pages(`${key}.nav`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const page = staticPage('sitemap', SitemapLinks);

export const generateMetadata = page.generateMetadata;
export default page.Page;
