// next-intl's types for the site: a key that en-US (the source of every locale's keys) lacks
// fails the type check, and a locale is one of the seven tags. The areas are merged as
// lib/i18n/messages.ts merges them; npm run check:messages holds the other locales to en-US.
import type account from '@/messages/account/en-US.json';
import type captcha from '@/messages/captcha/en-US.json';
import type company from '@/messages/company/en-US.json';
import type consent from '@/messages/consent/en-US.json';
import type core from '@/messages/core/en-US.json';
import type estimator from '@/messages/estimator/en-US.json';
import type explore from '@/messages/explore/en-US.json';
import type forms from '@/messages/forms/en-US.json';
import type home from '@/messages/home/en-US.json';
import type legal from '@/messages/legal/en-US.json';
import type openApi from '@/messages/open-api/en-US.json';
import type platforms from '@/messages/platforms/en-US.json';
import type preview from '@/messages/preview/en-US.json';
import type products from '@/messages/products/en-US.json';
import type search from '@/messages/search/en-US.json';
import type solutions from '@/messages/solutions/en-US.json';
import type support from '@/messages/support/en-US.json';
import type warranty from '@/messages/warranty/en-US.json';
import type { Locale as SiteLocale } from './locales';

type SiteMessages = typeof account &
  typeof captcha &
  typeof company &
  typeof consent &
  typeof core &
  typeof estimator &
  typeof explore &
  typeof forms &
  typeof home &
  typeof legal &
  typeof openApi &
  typeof platforms &
  typeof preview &
  typeof products &
  typeof search &
  typeof solutions &
  typeof support &
  typeof warranty;

declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: SiteMessages;
  }
}
