import { SiteImage } from '@/components/media/site-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';

// "Page maintenance, please look forward to." (requirements: Messages): the heading and intro
// (core messages) carry the text; this adds the picture and the ways out.
export async function UnderMaintenanceBody() {
  const t = await getTranslations('Company.underMaintenance');
  return (
    <div className="site-container flex flex-col items-start py-14">
      <SiteImage
        src="/images/company/under-maintenance.svg"
        alt={t('imageAlt')}
        width={420}
        height={300}
        className="h-auto w-full max-w-md"
      />
      <p className="mt-8 text-lg text-slate-700">{t('text')}</p>
      <p className="mt-8 flex flex-wrap gap-4">
        <Link
          href="/"
          className="inline-block rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {t('home')}
        </Link>
        <Link
          href={pathOf('contactUs')}
          className="inline-block rounded-lg border-2 border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}
