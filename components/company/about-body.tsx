import { getTranslations } from 'next-intl/server';
import { AboutGlobal } from './about-global';
import { AboutStory } from './about-story';
import { CardGrid, cardsFrom } from './card-grid';
import { Section } from './section';

const VALUES = ['customers', 'safety', 'innovation', 'partnership'] as const;
const SHAREHOLDERS = ['founders', 'industrial', 'infrastructure'] as const;
const PARTNERS = [
  'suppliers',
  'distributors',
  'installers',
  'utilities',
  'research',
  'labs',
] as const;

// requirements: Screen behaviour — about us shows shareholders, partners, global layout,
// vision, mission, values and the brand story.
export async function AboutBody() {
  const t = await getTranslations('Company.about');
  return (
    <>
      <AboutStory />
      <Section id="vision-mission" heading={t('purpose.heading')} tinted>
        <CardGrid cards={cardsFrom(t, 'purpose', ['vision', 'mission'])} columns={2} />
      </Section>
      <Section id="values" heading={t('values.heading')} intro={t('values.intro')}>
        <CardGrid cards={cardsFrom(t, 'values.items', VALUES)} columns={4} />
      </Section>
      <AboutGlobal />
      <Section
        id="shareholders"
        heading={t('shareholders.heading')}
        intro={t('shareholders.intro')}
      >
        <CardGrid cards={cardsFrom(t, 'shareholders.items', SHAREHOLDERS)} />
      </Section>
      <Section id="partners" heading={t('partners.heading')} intro={t('partners.intro')} tinted>
        <CardGrid cards={cardsFrom(t, 'partners.items', PARTNERS)} />
      </Section>
    </>
  );
}
