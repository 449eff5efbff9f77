import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

// The page h1 and its sub-line are the home texts of Pages.home, the same ones staticPage uses
// elsewhere, so heading and metadata never disagree.
export async function HomeHero() {
  const t = await getTranslations('Home.hero');
  const page = await getTranslations('Pages.home');
  return (
    <section aria-labelledby="home-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="site-container grid items-center gap-10 py-14 desk:grid-cols-[1.1fr_1fr] desk:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t('eyebrow')}
          </p>
          <h1
            id="home-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-brand-900 desk:text-5xl"
          >
            {page('heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{page('intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#solutions" className="button-primary">
              {t('explore')}
            </a>
            <Link href="/contact-us" className="button-secondary">
              {t('contact')}
            </Link>
          </div>
        </div>
        <SiteImage
          src="/images/home/hero.svg"
          alt={t('imageAlt')}
          width={560}
          height={420}
          preload
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
