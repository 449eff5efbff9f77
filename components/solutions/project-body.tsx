import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { LazyContactSection } from '@/components/forms/contact-section-lazy';
import { pathOf } from '@/lib/site-menu';
import { CardGrid } from '@/components/ui/card-grid';
import { CheckList } from './check-list';
import { ContactCta } from './contact-cta';
import { FigureGrid } from './figure-grid';
import { Illustrated } from './illustrated';
import { cards, figures } from './pick';
import { Section } from './section';

type Area = 'commercial' | 'utility';
type Items<
  A extends Area,
  Group extends 'challenges' | 'approach' | 'components',
> = readonly Extract<keyof Messages['Solutions'][A][Group]['items'], string>[];

export type ProjectBodyProps = {
  [A in Area]: {
    /** Message group under Solutions. */
    area: A;
    image: string;
    challenges: Items<A, 'challenges'>;
    approach: Items<A, 'approach'>;
    parts: Items<A, 'components'>;
    figureKeys: readonly (keyof Messages['Solutions']['figures'])[];
  };
}[Area];

/**
 * The C&I and utility pages share one shape: the buyer's challenges, how Voltara solves them,
 * the system components, the cabinet and PCS figures (requirements: Limits), and a way to talk
 * to us.
 */
export async function ProjectBody({ area, image, ...keys }: ProjectBodyProps) {
  const t = await getTranslations(`Solutions.${area}`);
  const common = await getTranslations('Solutions.common');
  const shared = await getTranslations('Solutions');
  return (
    <>
      <Section id="challenges" heading={t('challenges.heading')} intro={t('challenges.intro')}>
        <CardGrid items={cards(t, 'challenges.items', keys.challenges)} />
      </Section>
      <Section id="approach" tone="tint" heading={t('approach.heading')}>
        <Illustrated height={270} src={image} alt={t('approach.imageAlt')}>
          <p className="mb-8 text-lg text-slate-700">{t('approach.intro')}</p>
          <CheckList items={cards(t, 'approach.items', keys.approach)} />
        </Illustrated>
      </Section>
      <Section id="components" heading={t('components.heading')} intro={t('components.intro')}>
        <CardGrid columns={4} items={cards(t, 'components.items', keys.parts)} />
      </Section>
      <Section
        id="figures"
        tone="tint"
        heading={common('figuresHeading')}
        intro={t('figuresIntro')}
      >
        <FigureGrid items={figures(shared, 'figures', keys.figureKeys)} />
      </Section>
      <ContactCta
        id="contact"
        heading={t('cta.heading')}
        text={t('cta.text')}
        primary={{
          label: common('contactButton'),
          href: pathOf(area === 'utility' ? 'utilityEss' : 'commercialEss'),
          toContact: true,
        }}
        secondary={{ label: t('cta.cases'), href: `/solutions/cases?category=${area}` }}
      />
      <LazyContactSection />
    </>
  );
}
