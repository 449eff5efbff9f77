import { setRequestLocale } from 'next-intl/server';
import { BareHeader } from '@/components/layout/bare-header';
import { PreviewBar } from '@/components/preview/preview-bar';
import type { Locale } from '@/lib/i18n/locales';

// Layout disabled (requirements: Routes — /login, /contact-us and the other account screens);
// the preview bar still shows when an editor previews.
type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export default async function BareLayout({ children, params }: Props) {
  // As in the site layout: the locale from this layout's own params, never from a header.
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <BareHeader />
      <PreviewBar />
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </>
  );
}
