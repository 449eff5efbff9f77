import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { DetailRow } from './detail-row';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

// Addresses and numbers are the same in every language; the texts around them are translated.
const regions = [
  { key: 'europe', email: 'support.eu@voltara.example', phone: '+49 89 0000 1000' },
  { key: 'asiaPacific', email: 'support.apac@voltara.example', phone: '+61 2 0000 1000' },
  { key: 'china', email: 'support.cn@voltara.example', phone: '+86 400 000 1000' },
  { key: 'americas', email: 'support.americas@voltara.example', phone: '+1 555 000 1000' },
  { key: 'middleEastAfrica', email: 'support.mea@voltara.example', phone: '+971 4 000 1000' },
] as const;

export async function LocalSupportBody() {
  const t = await getTranslations('Support.localSupport');
  return (
    <SupportBody>
      <SupportNav current="localSupport" />
      <Section id="support-regions" heading={t('regionsHeading')} className="">
        <div className="mt-4 grid items-center gap-6 desk:grid-cols-[1fr_240px]">
          <p className="leading-relaxed text-slate-800">{t('regionsText')}</p>
          <SiteImage
            src="/images/support/regional-teams.svg"
            alt={t('imageAlt')}
            width={240}
            height={160}
            className="mx-auto"
          />
        </div>
        <ul className="mt-8 grid gap-6 desk:grid-cols-2">
          {regions.map(({ key, email, phone }) => (
            <li key={key} className="rounded-lg border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{t(`regions.${key}.name`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`regions.${key}.covers`)}</p>
              <dl className="mt-4 space-y-2 text-sm">
                <DetailRow term={t('email')}>
                  <a href={`mailto:${email}`} className="text-brand-800 underline">
                    {email}
                  </a>
                </DetailRow>
                <DetailRow term={t('phone')}>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-brand-800 underline">
                    {phone}
                  </a>
                </DetailRow>
                <DetailRow term={t('hours')}>{t(`regions.${key}.hours`)}</DetailRow>
                <DetailRow term={t('languages')}>{t(`regions.${key}.languages`)}</DetailRow>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="support-elsewhere" heading={t('otherHeading')}>
        <p className="mt-4 max-w-3xl leading-relaxed text-slate-800">{t('otherText')}</p>
        <p className="mt-4 flex flex-wrap gap-4">
          <Link href="/how-to-buy" className="text-brand-800 underline">
            {t('howToBuyLink')}
          </Link>
          <Link href="/contact-us" className="text-brand-800 underline">
            {t('contactLink')}
          </Link>
        </p>
      </Section>
    </SupportBody>
  );
}
