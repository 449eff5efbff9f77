import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { EstimatorLink } from '@/components/estimator/estimator-link';
import { FiguresBand } from './figures-band';
import { FlagshipProducts } from './flagship-products';
import { HomeHero } from './home-hero';
import { LatestNewsSection } from './latest-news-section';
import { NewsletterCta } from './newsletter-cta';
import { OrganizationJsonLd } from './organization-json-ld';
import { PlatformsOverview } from './platforms-overview';
import { SolutionsOverview } from './solutions-overview';

type Props = { params: Promise<{ locale: string }> };

// The home page keeps staticPage's metadata but draws its own hero, so the h1 can sit beside
// the illustration with the two calls to action (issue 3).
export async function HomePage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = await getTranslations('Pages.home');
  return (
    <>
      <OrganizationJsonLd description={page('description')} />
      <HomeHero />
      <SolutionsOverview />
      <FlagshipProducts />
      <EstimatorLink id="home-estimator" />
      <PlatformsOverview />
      <FiguresBand />
      <LatestNewsSection />
      <NewsletterCta />
    </>
  );
}
