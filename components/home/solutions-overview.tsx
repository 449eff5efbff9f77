import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/solutions/section';
import { Link } from '@/lib/i18n/navigation';

// The three markets of spec §1, each leading to its solution page.
const solutions = [
  { key: 'residential', href: '/solutions/residential-ess' },
  { key: 'commercial', href: '/solutions/commercial-industrial-ess' },
  { key: 'utility', href: '/solutions/utility-ess' },
] as const;

export async function SolutionsOverview() {
  const t = await getTranslations('Home.solutions');
  return (
    <Section id="solutions" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-6 desk:grid-cols-3">
        {solutions.map(({ key, href }) => (
          <li key={key} className="card flex flex-col overflow-hidden border border-slate-200">
            <SiteImage
              src={`/images/solutions/${key}.svg`}
              alt=""
              width={480}
              height={270}
              className="aspect-video h-auto w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="card-kicker">{t(`${key}.audience`)}</p>
              <h3 className="mt-1">
                {/* The whole card is the link target; the accessible name stays the title. */}
                <Link href={href} className="card-link">
                  {t(`${key}.title`)}
                </Link>
              </h3>
              <p className="mt-3">{t(`${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
