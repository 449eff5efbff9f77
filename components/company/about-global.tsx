import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Section } from './section';

const CENTERS = ['huizhou', 'changzhou', 'debrecen'] as const;
const REGIONS = ['china', 'europe', 'oceania'] as const;

/** Global layout: the three production centers (requirements: Limits) and the regional offices. */
export async function AboutGlobal() {
  const t = await getTranslations('Company.about.global');
  return (
    <Section id="global-layout" heading={t('heading')} intro={t('intro')} tinted>
      <SiteImage
        src="/images/company/global.svg"
        alt={t('imageAlt')}
        width={960}
        height={420}
        className="mt-10 h-auto w-full rounded-2xl bg-white"
      />
      <div className="mt-10 grid gap-10 desk:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-brand-900">{t('centersHeading')}</h3>
          <ul className="mt-4 space-y-4">
            {CENTERS.map((key) => (
              <li key={key} className="rounded-xl bg-white p-5 shadow-sm">
                <p className="font-semibold text-brand-800">{t(`centers.${key}.name`)}</p>
                <p className="mt-1 text-slate-700">{t(`centers.${key}.focus`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-brand-900">{t('officesHeading')}</h3>
          <dl className="mt-4 space-y-4">
            {REGIONS.map((key) => (
              <div key={key} className="rounded-xl bg-white p-5 shadow-sm">
                <dt className="font-semibold text-brand-800">{t(`offices.${key}.region`)}</dt>
                <dd className="mt-1 text-slate-700">{t(`offices.${key}.cities`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
