import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button.client';
import { NewsletterSection } from '@/components/forms/newsletter-section';
import { siteMenu } from './menu-data';
import { SiteFooterView } from './site-footer-view.client';

// requirements: Limits — the copyright year is 2025.
const COPYRIGHT_YEAR = 2025;

// Like the header, the footer renders in its client view from the menu's data.
export async function SiteFooter() {
  const [t, nav, consent, menu] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Nav'),
    getTranslations('Consent'),
    siteMenu(),
  ]);
  return (
    <SiteFooterView
      menu={menu.main}
      legal={menu.legal}
      texts={{
        tagline: t('tagline'),
        address: t('address'),
        email: t('email'),
        phone: t('phone'),
        navigation: nav('company'),
        copyright: t('copyright', { year: COPYRIGHT_YEAR }),
      }}
      newsletter={<NewsletterSection />}
      cookieSettings={<CookieSettingsButton label={consent('settings')} />}
    />
  );
}
