import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Section } from './section';

const CERTIFICATIONS = ['sales', 'technical', 'partner'] as const;

// requirements: Product and users — three certifications; certificates belong to the person,
// and a company whose team holds both a sales and a technical certificate becomes a certified
// partner.
export async function InstallerCertifications() {
  const t = await getTranslations('Company.installer.certifications');
  return (
    <Section id="certifications" heading={t('heading')} intro={t('intro')}>
      <ol className="mt-10 grid gap-6 lg:grid-cols-3">
        {CERTIFICATIONS.map((key, index) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`${key}.title`)}</h3>
            <p className="mt-1 text-sm font-medium text-brand-800">{t(`${key}.audience`)}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{t(`${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 grid items-center gap-10 rounded-2xl bg-brand-50 p-6 desk:grid-cols-[2fr_3fr] desk:p-10">
        <SiteImage
          src="/images/company/certified-partner.svg"
          alt={t('imageAlt')}
          width={480}
          height={300}
          className="h-auto w-full"
        />
        <div className="space-y-6">
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{t('person.title')}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{t('person.text')}</p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{t('partnerRule.title')}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{t('partnerRule.text')}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}
