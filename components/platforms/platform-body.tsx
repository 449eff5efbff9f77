import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { CheckList } from '@/components/solutions/check-list';
import { ContactCta } from '@/components/solutions/contact-cta';
import { Illustrated } from '@/components/solutions/illustrated';
import { cards } from '@/components/solutions/pick';
import { Section } from '@/components/solutions/section';

export type PlatformArea = 'ecos' | 'ecosHub' | 'panguOs' | 'openApi';

type Items<A extends PlatformArea, Group extends 'audience' | 'features'> = readonly Extract<
  keyof Messages['Platforms'][A][Group]['items'],
  string
>[];

type Props = {
  [A in PlatformArea]: {
    area: A;
    image: string;
    audience: Items<A, 'audience'>;
    features: Items<A, 'features'>;
    /** Where the closing call to action leads besides the contact form. */
    next?: string;
    children?: React.ReactNode;
  };
}[PlatformArea];

// Every platform page: who it is for beside an illustration, its features, then any
// page-specific section (the Open API steps) and a call to action.
export async function PlatformBody({ area, image, audience, features, next, children }: Props) {
  const t = await getTranslations(`Platforms.${area}`);
  const common = await getTranslations('Platforms.common');
  const contact = { label: common('contactButton'), href: '/contact-us' };
  return (
    <>
      <Section id="audience" heading={common('audienceHeading')}>
        <Illustrated src={image} alt={t('imageAlt')}>
          <p className="mb-8 text-lg text-slate-700">{t('audience.intro')}</p>
          <CheckList items={cards(t, 'audience.items', audience)} />
        </Illustrated>
      </Section>
      <Section
        id="features"
        tone="tint"
        heading={common('featuresHeading')}
        intro={t('features.intro')}
      >
        <CardGrid
          columns={features.length % 3 === 0 ? 3 : 2}
          items={cards(t, 'features.items', features)}
        />
      </Section>
      {children}
      <ContactCta
        id="contact"
        heading={t('cta.heading')}
        text={t('cta.text')}
        primary={next ? { label: t('cta.next'), href: next } : contact}
        secondary={next ? contact : undefined}
      />
    </>
  );
}
