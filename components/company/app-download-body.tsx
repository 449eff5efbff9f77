import { getTranslations } from 'next-intl/server';
import { AppCard } from './app-card';
import { InAppHint } from './in-app-hint.client';
import { Section } from './section';

const APPS = [
  {
    key: 'ecos',
    name: 'ECOS',
    features: [
      'ecos.features.monitor',
      'ecos.features.modes',
      'ecos.features.alerts',
      'ecos.features.reports',
    ],
  },
  {
    key: 'ecosHub',
    name: 'ECOS Hub',
    features: [
      'ecosHub.features.commission',
      'ecosHub.features.fleet',
      'ecosHub.features.firmware',
      'ecosHub.features.team',
    ],
  },
] as const;
const STORES = ['appStore', 'googlePlay'] as const;
const HINT_STEPS = ['menu', 'open', 'download'] as const;

// The app download page (requirements: Routes), with a hint to open it in an external browser when it is shown
// inside an in-app browser (WeChat and the like block store links and downloads).
export async function AppDownloadBody() {
  const t = await getTranslations('Company.appDownload');
  return (
    <>
      <InAppHint
        heading={t('hint.heading')}
        text={t('hint.text')}
        steps={HINT_STEPS.map((key) => t(`hint.steps.${key}`))}
      />
      <Section id="apps" heading={t('apps.heading')} intro={t('apps.intro')}>
        <ul className="mt-10 grid gap-6 desk:grid-cols-2">
          {APPS.map((app) => (
            <AppCard
              key={app.key}
              title={app.name}
              audience={t(`${app.key}.audience`)}
              text={t(`${app.key}.text`)}
              features={app.features.map((key) => t(key))}
              qr={{
                src: `/images/company/qr-${app.key === 'ecos' ? 'ecos' : 'ecos-hub'}.svg`,
                alt: t('qrAlt', { app: app.name }),
                caption: t('qrCaption'),
              }}
              stores={STORES.map((store) => ({
                key: store,
                name: t(`stores.${store}`),
                label: t(`stores.${store}Label`, { app: app.name }),
              }))}
            />
          ))}
        </ul>
      </Section>
      <Section id="requirements" heading={t('requirements.heading')} tinted>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
          {(['ios', 'android', 'account', 'network'] as const).map((key) => (
            <li key={key}>{t(`requirements.${key}`)}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
