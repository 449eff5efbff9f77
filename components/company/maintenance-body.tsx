import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';
import { CardGrid, cardsFrom } from './card-grid';
import { Section } from './section';

const COVERS = ['inspection', 'battery', 'inverter', 'firmware', 'safety', 'report'] as const;
const STEPS = ['request', 'check', 'visit', 'follow'] as const;
const REMOTE = ['monitoring', 'alerts', 'diagnostics', 'updates'] as const;

// Maintenance service: what a regular visit covers, how to book one, and remote monitoring.
export async function MaintenanceBody() {
  const t = await getTranslations('Company.maintenance');
  const linkClass =
    'inline-block rounded-lg px-5 py-3 font-semibold focus-visible:outline-offset-4';
  return (
    <>
      <Section id="covers" heading={t('covers.heading')} intro={t('covers.intro')}>
        <CardGrid cards={cardsFrom(t, 'covers.items', COVERS)} />
      </Section>
      <Section id="booking" heading={t('booking.heading')} intro={t('booking.intro')} tinted>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, index) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-3xl font-bold text-brand-700">
                {index + 1}
              </p>
              <h3 className="mt-2 font-semibold text-brand-900">
                {t(`booking.steps.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`booking.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex flex-wrap gap-4">
          <Link
            href={pathOf('contactUs')}
            className={`${linkClass} bg-brand-800 text-white hover:bg-brand-900`}
          >
            {t('booking.contact')}
          </Link>
          <Link
            href={pathOf('localSupport')}
            className={`${linkClass} border-2 border-brand-800 text-brand-800 hover:bg-white`}
          >
            {t('booking.localSupport')}
          </Link>
        </p>
      </Section>
      <Section id="remote-monitoring" heading={t('remote.heading')} intro={t('remote.intro')}>
        <div className="mt-10 grid items-center gap-10 desk:grid-cols-[2fr_3fr]">
          <SiteImage
            src="/images/company/remote-monitoring.svg"
            alt={t('remote.imageAlt')}
            width={480}
            height={340}
            className="h-auto w-full"
          />
          <CardGrid cards={cardsFrom(t, 'remote.items', REMOTE)} columns={2} />
        </div>
      </Section>
    </>
  );
}
