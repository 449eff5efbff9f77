import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Section } from './section';

const FIGURES = ['years', 'capacity', 'centers'] as const;
const MILESTONES = ['y2009', 'y2012', 'y2015', 'y2018', 'y2020', 'y2022', 'y2025'] as const;

// requirements: Limits — 16 years of R&D, 2.5 GWh capacity, three production centers.
export async function AboutStory() {
  const t = await getTranslations('Company.about.story');
  return (
    <Section id="story" heading={t('heading')} intro={t('intro')}>
      <div className="mt-10 grid items-center gap-10 desk:grid-cols-2">
        <div>
          <p className="leading-relaxed text-slate-700">{t('text')}</p>
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {FIGURES.map((key) => (
              <div key={key} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
                <dt className="mt-1 text-sm text-slate-700">{t(`figures.${key}.label`)}</dt>
                <dd className="text-2xl font-bold text-brand-800 desk:text-3xl">
                  {t(`figures.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <SiteImage
          src="/images/company/story.svg"
          alt={t('imageAlt')}
          width={560}
          height={360}
          className="h-auto w-full"
        />
      </div>
      <h3 className="mt-14 text-xl font-semibold text-brand-900">{t('timelineHeading')}</h3>
      <ol className="mt-6 space-y-6 border-l-2 border-brand-100 pl-6">
        {MILESTONES.map((key) => (
          <li key={key} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[33px] h-4 w-4 rounded-full border-4 border-white bg-brand-700"
            />
            <p className="font-semibold text-brand-800">{t(`timeline.${key}.year`)}</p>
            <p className="mt-1 leading-relaxed text-slate-700">{t(`timeline.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
