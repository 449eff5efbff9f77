import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { i18nConfig } from '../schema';

const shared = { phone: '+86 755 0000 0000', email: 'info@voltara.example' };

// requirements: Content — translated configuration is keyed by the language tag.
const byTag: Record<Locale, { siteName: string; address: string }> = {
  'zh-CN': { siteName: 'Voltara 储能', address: '中国广东省深圳市南山区示例路 1 号' },
  'en-AU': {
    siteName: 'Voltara',
    address: '1 Example Road, Nanshan District, Shenzhen, Guangdong, China',
  },
  'en-US': {
    siteName: 'Voltara',
    address: '1 Example Road, Nanshan District, Shenzhen, Guangdong, China',
  },
  'de-DE': {
    siteName: 'Voltara',
    address: 'Example Road 1, Bezirk Nanshan, Shenzhen, Guangdong, China',
  },
  'it-IT': {
    siteName: 'Voltara',
    address: 'Example Road 1, distretto di Nanshan, Shenzhen, Guangdong, Cina',
  },
  'nl-NL': {
    siteName: 'Voltara',
    address: 'Example Road 1, district Nanshan, Shenzhen, Guangdong, China',
  },
  'fr-FR': {
    siteName: 'Voltara',
    address: '1 Example Road, district de Nanshan, Shenzhen, Guangdong, Chine',
  },
};

export const i18nConfigSeed: (typeof i18nConfig.$inferInsert)[] = Object.entries(byTag).flatMap(
  ([tag, text]) =>
    Object.entries({ ...text, ...shared }).map(([key, value]) => ({ tag, key, value })),
);
