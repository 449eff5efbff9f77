import { getTranslations } from 'next-intl/server';
import { InstallerApplicationSection } from '@/components/forms/installer-application-section';
import { CardGrid, cardsFrom } from './card-grid';
import { InstallerCertifications } from './installer-certifications';
import { InstallerTrainings } from './installer-trainings';
import { Section } from './section';

// requirements: Product and users — the benefits of the certified installer program.
const BENEFITS = [
  'certification',
  'warranty',
  'training',
  'support',
  'growth',
  'earlyAccess',
  'listing',
] as const;

export async function InstallerBody() {
  const t = await getTranslations('Company.installer');
  return (
    <>
      <InstallerCertifications />
      <Section id="benefits" heading={t('benefits.heading')} intro={t('benefits.intro')}>
        <CardGrid cards={cardsFrom(t, 'benefits.items', BENEFITS)} columns={4} />
      </Section>
      <InstallerTrainings />
      <section id="apply" aria-labelledby="apply-heading">
        <div className="site-container py-14 desk:py-20">
          <h2
            id="apply-heading"
            className="text-2xl font-bold tracking-tight text-brand-900 desk:text-3xl"
          >
            {t('apply.heading')}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{t('apply.text')}</p>
          <InstallerApplicationSection withHeading={false} />
        </div>
      </section>
    </>
  );
}
