import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';
import { CardGrid, cardsFrom } from './card-grid';
import { Section } from './section';

const MEMBERS = ['installers', 'distributors', 'developers', 'owners'] as const;
const CHANNELS = [
  'lounge',
  'questions',
  'projects',
  'developers',
  'ideas',
  'announcements',
] as const;
const EVENTS = ['meetups', 'webinars', 'trainingDays'] as const;
const RULES = ['respect', 'privacy', 'safety', 'commercial'] as const;

// Community: who it is for, its forum-like channels, events and house rules (static content).
export async function CommunityBody() {
  const t = await getTranslations('Company.community');
  const linkClass = 'font-semibold text-brand-800 underline hover:text-brand-900';
  return (
    <>
      <Section id="members" heading={t('members.heading')} intro={t('members.intro')}>
        <div className="mt-10 grid items-center gap-10 desk:grid-cols-[3fr_2fr]">
          <CardGrid cards={cardsFrom(t, 'members.items', MEMBERS)} columns={2} />
          <SiteImage
            src="/images/company/community.svg"
            alt={t('members.imageAlt')}
            width={420}
            height={320}
            className="h-auto w-full"
          />
        </div>
      </Section>
      <Section id="channels" heading={t('channels.heading')} intro={t('channels.intro')} tinted>
        <ul className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
          {CHANNELS.map((key) => (
            <li key={key} className="flex flex-col gap-1 p-6 desk:flex-row desk:gap-8">
              <h3 className="font-semibold text-brand-900 desk:w-64 desk:shrink-0">
                <span aria-hidden="true" className="mr-1 text-brand-700">
                  #
                </span>
                {t(`channels.items.${key}.title`)}
              </h3>
              <p className="text-slate-700">{t(`channels.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          {t('channels.join')}{' '}
          <Link href={pathOf('signUp')} className={linkClass}>
            {t('channels.signUp')}
          </Link>
        </p>
      </Section>
      <Section id="events" heading={t('events.heading')} intro={t('events.intro')}>
        <CardGrid cards={cardsFrom(t, 'events.items', EVENTS)} />
        <p className="mt-8">
          <Link href={pathOf('activity')} className={linkClass}>
            {t('events.link')}
          </Link>
        </p>
      </Section>
      <Section id="guidelines" heading={t('rules.heading')} intro={t('rules.intro')} tinted>
        <CardGrid cards={cardsFrom(t, 'rules.items', RULES)} columns={4} />
      </Section>
    </>
  );
}
