import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/solutions/section';
import { Link } from '@/lib/i18n/navigation';
import type { PageKey } from '@/lib/routes';
import { pathOf } from '@/lib/site-menu';

// Spec §1 platforms: one for each audience, from the home owner to the developer.
const platforms = [
  { key: 'ecos', image: 'ecos' },
  { key: 'ecosHub', image: 'ecos-hub' },
  { key: 'panguOs', image: 'pangu-os' },
  { key: 'openApi', image: 'open-api' },
] as const satisfies readonly { key: PageKey; image: string }[];

export async function PlatformsOverview() {
  const t = await getTranslations('Home.platforms');
  const pages = await getTranslations('Pages');
  return (
    <Section id="platforms" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.map(({ key, image }) => (
          <li key={key} className="card border border-slate-200 p-6">
            <SiteImage
              src={`/images/platforms/${image}.svg`}
              alt=""
              width={480}
              height={360}
              className="h-auto w-full rounded-xl bg-brand-50"
            />
            <h3 className="mt-5">
              <Link href={pathOf(key)} className="card-link">
                {pages(`${key}.nav`)}
              </Link>
            </h3>
            <p className="card-kicker mt-1">{t(`${key}.audience`)}</p>
            <p className="mt-3">{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
