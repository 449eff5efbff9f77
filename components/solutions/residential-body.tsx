import { getTranslations } from 'next-intl/server';
import { LazyContactSection } from '@/components/forms/contact-section-lazy';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';
import { CardGrid } from '@/components/ui/card-grid';
import { EstimatorLink } from '@/components/estimator/estimator-link';
import { ContactCta } from './contact-cta';
import { FigureGrid } from './figure-grid';
import { Illustrated } from './illustrated';
import { OperatingModes } from './operating-modes';
import { cards, figures } from './pick';
import { Section } from './section';

const flagships = ['hybridSystem', 'batteryBox'] as const;

// The home owner's page: why store, the four modes, the parts and the figures.
export async function ResidentialBody() {
  const t = await getTranslations('Solutions.residential');
  const common = await getTranslations('Solutions.common');
  const shared = await getTranslations('Solutions');
  const pages = await getTranslations('Pages');
  return (
    <>
      <Section id="challenges" heading={t('challenges.heading')}>
        <Illustrated
          height={270}
          src="/images/solutions/residential.svg"
          alt={t('challenges.imageAlt')}
        >
          <p className="mb-8 text-lg text-slate-700">{t('challenges.intro')}</p>
          <CardGrid
            columns={1}
            items={cards(t, 'challenges.items', ['bills', 'outages', 'evening'])}
          />
        </Illustrated>
      </Section>
      <OperatingModes />
      <Section id="components" heading={t('components.heading')} intro={t('components.intro')}>
        <CardGrid
          items={cards(t, 'components.items', ['hybrid', 'battery', 'logger', 'app', 'devices'])}
        />
        <ul className="mt-8 flex flex-wrap gap-3">
          {flagships.map((key) => (
            <li key={key}>
              <Link
                href={pathOf(key)}
                className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {pages(`${key}.heading`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="figures"
        tone="tint"
        heading={common('figuresHeading')}
        intro={t('figuresIntro')}
      >
        <FigureGrid
          items={figures(shared, 'figures', [
            'power',
            'capacity',
            'expansion',
            'pv',
            'cycles',
            'cold',
            'switchover',
            'noise',
          ])}
        />
      </Section>
      <EstimatorLink id="residential-estimator" />
      <ContactCta
        id="contact"
        heading={t('cta.heading')}
        text={t('cta.text')}
        primary={{
          label: common('contactButton'),
          href: pathOf('residentialEss'),
          toContact: true,
        }}
        secondary={{ label: t('cta.cases'), href: '/solutions/cases?category=residential' }}
      />
      <LazyContactSection />
    </>
  );
}
