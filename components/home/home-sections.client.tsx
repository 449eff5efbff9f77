'use client';

import { SiteLink as Link } from '@/lib/i18n/site-link.client';
import type { ReactNode } from 'react';
import { Section } from '@/components/solutions/section';
import type homeMessages from '@/messages/home/en-US.json';

type Texts = (typeof homeMessages)['Home'];
type SolutionKey = 'residential' | 'commercial' | 'utility';
type FlagshipKey = 'hybrid' | 'battery';
type PlatformKey = 'ecos' | 'ecosHub' | 'panguOs' | 'openApi';

export type NewsCard = {
  href: string;
  title: string;
  summary?: string;
  day?: string;
  date?: string;
};

export type HomeSectionsProps = {
  /** The page's Home messages (hero aside, which the server renders as the LCP element). */
  texts: Omit<Texts, 'hero'>;
  /** Localized paths, built on the server: every link the sections hold. */
  hrefs: Record<SolutionKey | FlagshipKey | PlatformKey | 'contact' | 'news', string>;
  /** The platforms' names, as the menu writes them. */
  platformNames: Record<PlatformKey, string>;
  /** The three newest items of the page's language, days already written the visitor's way. */
  news: NewsCard[];
  noNews: string;
  /** The estimator band, rendered on the server (the residential and flagship pages share it). */
  estimator: ReactNode;
};

// What never changes between languages: the sections' order, keys and pictures.
const solutions: readonly SolutionKey[] = ['residential', 'commercial', 'utility'];
const flagships = [
  { key: 'hybrid', image: 'hybrid-system', figures: ['power', 'capacity', 'parallel', 'pv'] },
  { key: 'battery', image: 'battery-box', figures: ['capacity', 'cycles', 'install', 'cold'] },
] as const;
const platforms = [
  { key: 'ecos', image: 'ecos' },
  { key: 'ecosHub', image: 'ecos-hub' },
  { key: 'panguOs', image: 'pangu-os' },
  { key: 'openApi', image: 'open-api' },
] as const;
const bandFigures = ['capacity', 'centers', 'research'] as const;

/**
 * The home page below its hero, rendered from its texts. As server components these
 * sections would reach the browser twice: as HTML, and as their element trees (every class list and
 * tag) in the cached page's RSC payload. From here the payload holds only their words and links.
 * The pictures are SVGs, which next/image serves as they are: a plain lazy <img> is its markup.
 */
export function HomeSections({
  texts,
  hrefs,
  platformNames,
  news,
  noNews,
  estimator,
}: HomeSectionsProps) {
  const { flagship, figures, newsletter } = texts;
  return (
    <>
      <Section id="solutions" heading={texts.solutions.heading} intro={texts.solutions.intro}>
        <ul className="grid gap-6 desk:grid-cols-3">
          {solutions.map((key) => (
            <li key={key} className="card flex flex-col overflow-hidden border border-slate-200">
              <Picture
                src={`/images/solutions/${key}.svg`}
                width={480}
                height={270}
                className="aspect-video h-auto w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="card-kicker">{texts.solutions[key].audience}</p>
                <h3 className="mt-1">
                  {/* The whole card is the link target; the accessible name stays the title. */}
                  <Link href={hrefs[key]} className="card-link">
                    {texts.solutions[key].title}
                  </Link>
                </h3>
                <p className="mt-3">{texts.solutions[key].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="flagship" tone="tint" heading={flagship.heading} intro={flagship.intro}>
        <ul className="grid gap-8 desk:grid-cols-2">
          {flagships.map(({ key, image, figures: keys }) => {
            const product = flagship[key];
            const values: Record<string, { value: string; label: string }> = product.figures;
            return (
              <li
                key={key}
                className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-[10rem_1fr]"
              >
                <Picture
                  src={`/images/home/${image}.svg`}
                  alt={product.imageAlt}
                  width={160}
                  height={220}
                  className="mx-auto h-auto w-32 sm:w-40"
                />
                <div>
                  <h3 className="text-xl font-semibold text-brand-900">{product.name}</h3>
                  <p className="mt-2 leading-relaxed text-slate-700">{product.text}</p>
                  <dl className="figure-list mt-5 grid grid-cols-2 gap-4">
                    {keys.map((figure) => (
                      <div key={figure}>
                        <dt>{values[figure]?.label}</dt>
                        <dd>{values[figure]?.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link
                    href={hrefs[key]}
                    className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                  >
                    {product.link}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      {estimator}
      <Section id="platforms" heading={texts.platforms.heading} intro={texts.platforms.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {platforms.map(({ key, image }) => (
            <li key={key} className="card border border-slate-200 p-6">
              <Picture
                src={`/images/platforms/${image}.svg`}
                width={480}
                height={360}
                className="h-auto w-full rounded-xl bg-brand-50"
              />
              <h3 className="mt-5">
                <Link href={hrefs[key]} className="card-link">
                  {platformNames[key]}
                </Link>
              </h3>
              <p className="card-kicker mt-1">{texts.platforms[key].audience}</p>
              <p className="mt-3">{texts.platforms[key].text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="figures-heading" className="bg-brand-900 text-white">
        <div className="site-container py-14">
          <h2 id="figures-heading" className="text-2xl font-bold tracking-tight desk:text-3xl">
            {figures.heading}
          </h2>
          <dl className="mt-8 grid gap-8 sm:grid-cols-3">
            {bandFigures.map((key) => (
              <div key={key} className="flex flex-col-reverse justify-end gap-2">
                <dt className="text-lg text-brand-100">{figures.items[key].label}</dt>
                <dd className="text-4xl font-bold tracking-tight desk:text-5xl">
                  {figures.items[key].value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section id="news" tone="tint" heading={texts.news.heading}>
        {news.length === 0 ? (
          <p className="text-slate-700">{noNews}</p>
        ) : (
          <ul className="grid gap-6 desk:grid-cols-3">
            {news.map((item) => (
              <li key={item.href} className="card flex flex-col p-6">
                {item.day ? (
                  <time dateTime={item.day} className="text-sm font-medium text-brand-800">
                    {item.date}
                  </time>
                ) : null}
                <h3 className="mt-2 text-lg">
                  <Link href={item.href} className="card-link">
                    {item.title}
                  </Link>
                </h3>
                {item.summary ? <p className="mt-2 line-clamp-3">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Link
          href={hrefs.news}
          className="mt-8 inline-block font-semibold text-brand-800 underline"
        >
          {texts.news.all}
        </Link>
      </Section>
      <section aria-labelledby="newsletter-cta-heading" className="bg-white">
        <div className="site-container py-14 desk:py-20">
          <div className="rounded-3xl bg-brand-50 p-8 desk:flex desk:items-center desk:justify-between desk:gap-10 desk:p-12">
            <div className="max-w-2xl">
              <h2
                id="newsletter-cta-heading"
                className="text-2xl font-bold tracking-tight text-brand-900 desk:text-3xl"
              >
                {newsletter.heading}
              </h2>
              <p className="mt-3 text-lg text-slate-700">{newsletter.text}</p>
            </div>
            {/* The newsletter form itself is the footer's (id="newsletter"). */}
            <div className="mt-6 flex flex-wrap gap-3 desk:mt-0 desk:shrink-0">
              <a href="#newsletter" className="button-primary">
                {newsletter.subscribe}
              </a>
              <Link href={hrefs.contact} className="button-secondary hover:bg-white">
                {newsletter.talk}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

type PictureProps = { src: string; width: number; height: number; className: string; alt?: string };

/** Below the fold: lazy, decoded off the main thread; decorative unless it has an alt text. */
function Picture({ alt = '', ...rest }: PictureProps) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup for an SVG
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}
