import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { loadMessages } from './messages';

/** The site's time zone: event status (upcoming, ongoing, finished) and dates are read in it. */
export const SITE_TIME_ZONE = 'Europe/Berlin';

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (getTranslations({ locale }), as generateMetadata passes it) wins, and
  // the request's locale is read only without one: reading it outside setRequestLocale's reach
  // falls back to a request header, which a cached public page must never touch.
  const requested = explicit ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: SITE_TIME_ZONE };
});
