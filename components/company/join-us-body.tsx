import { getTranslations } from 'next-intl/server';
import { CardGrid, cardsFrom } from './card-grid';
import { Section } from './section';

const CULTURE = ['purpose', 'ownership', 'learning', 'international'] as const;
const ROLES = [
  'batteryEngineer',
  'firmwareEngineer',
  'qualityEngineer',
  'serviceTechnician',
  'salesManager',
  'installerTrainer',
] as const;
const STEPS = ['send', 'review', 'interview', 'offer'] as const;
const HR_EMAIL = 'hr@voltara.example';

// Careers: culture, open roles (a static list) and how to apply by e-mail.
export async function JoinUsBody() {
  const t = await getTranslations('Company.joinUs');
  return (
    <>
      <Section id="culture" heading={t('culture.heading')} intro={t('culture.intro')}>
        <CardGrid cards={cardsFrom(t, 'culture.items', CULTURE)} columns={4} />
      </Section>
      <Section id="open-roles" heading={t('roles.heading')} intro={t('roles.intro')} tinted>
        <ul className="mt-10 grid gap-4 desk:grid-cols-2">
          {ROLES.map((key) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">
                {t(`roles.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`roles.items.${key}.text`)}</p>
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                {(['team', 'location', 'type'] as const).map((field) => (
                  <div key={field} className="flex gap-1">
                    <dt className="font-medium text-slate-800">{t(`roles.${field}`)}:</dt>
                    <dd>{t(`roles.items.${key}.${field}`)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-to-apply" heading={t('apply.heading')} intro={t('apply.intro')}>
        <p className="mt-6">
          <a
            href={`mailto:${HR_EMAIL}`}
            className="inline-block rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {t('apply.cta', { email: HR_EMAIL })}
          </a>
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, index) => (
            <li key={key} className="rounded-2xl border border-slate-200 p-6">
              <p aria-hidden="true" className="text-3xl font-bold text-brand-700">
                {index + 1}
              </p>
              <h3 className="mt-2 font-semibold text-brand-900">{t(`apply.steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`apply.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
