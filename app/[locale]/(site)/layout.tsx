import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvailabilityNote } from '@/components/layout/availability-note.client';
import { ConsentSlot } from '@/components/consent/consent-slot.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PreviewBar } from '@/components/preview/preview-bar';
import { languageByTag, type Locale } from '@/lib/i18n/locales';

// The default layout (requirements: Routes): header with every section, footer, language
// switcher, and the cookie banner (first in the tab order; fixed at the bottom, so it shifts
// nothing). In preview the preview bar sits in the flow under the header, before the content.
type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export default async function SiteLayout({ children, params }: Props) {
  // Layouts render side by side with the root one: each sets the locale from its own params,
  // or next-intl would read it from a request header and the cached page would turn dynamic.
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Availability' });
  return (
    <>
      <ConsentSlot />
      <SiteHeader />
      <PreviewBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <AvailabilityNote
          text={t('notAvailable', { language: languageByTag(locale)?.label ?? '' })}
        />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
