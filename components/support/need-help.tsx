import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Section } from './section';

/** Where to turn when the page did not answer: the regional team or the contact form. */
export async function NeedHelp() {
  const t = await getTranslations('Support.help');
  const link =
    'inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';
  return (
    <Section id="need-help" heading={t('heading')}>
      <div className="mt-4 rounded-lg bg-brand-50 p-6">
        <p className="text-slate-800">{t('text')}</p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link href="/support-center/local_support" className={link}>
            {t('localSupport')}
          </Link>
          <Link href="/contact-us" className={link}>
            {t('contact')}
          </Link>
        </p>
      </div>
    </Section>
  );
}
