import { SiteImage } from '@/components/media/site-image';
import { ContactLink } from '@/components/forms/contact-scroll.client';
import { primaryButton } from '../styles';

export type Highlight = { label: string; value: string };

type Props = {
  image: string;
  alt: string;
  heading: string;
  highlights: Highlight[];
  cta: string;
  /** This page: the button scrolls to its contact block. */
  path: string;
};

/** The illustration and the figures a buyer looks for first. */
export function FlagshipHero({ image, alt, heading, highlights, cta, path }: Props) {
  return (
    <section
      aria-labelledby="flagship-glance"
      className="site-container grid items-center gap-10 py-12 desk:grid-cols-2"
    >
      <SiteImage
        src={image}
        alt={alt}
        width={640}
        height={480}
        preload
        sizes="(min-width: 780px) 50vw, 100vw"
        className="h-auto w-full rounded-2xl bg-brand-50"
      />
      <div>
        <h2 id="flagship-glance" className="text-2xl font-bold text-brand-900 desk:text-3xl">
          {heading}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {highlights.map(({ label, value }) => (
            <div key={label} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-brand-900 desk:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
        <ContactLink href={path} className={`${primaryButton} mt-8`}>
          {cta}
        </ContactLink>
      </div>
    </section>
  );
}
