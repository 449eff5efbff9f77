import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';
import { loadMessages } from './messages';

/** The site's time zone: event status (upcoming, ongoing, finished) and dates are read in it. */
export const SITE_TIME_ZONE = 'Europe/Berlin';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: SITE_TIME_ZONE };
});
