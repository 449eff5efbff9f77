import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { trainings } from '../schema';
import { perLanguage } from './per-language';

// The installer program lists upcoming sessions, so their dates count from the day the
// database is seeded rather than from a calendar date that would slip into the past.
function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Names = Record<LanguageCode, string>;

const hybridTechnical: Names = {
  cn: '技术认证培训：三相混合储能系统',
  au: 'Technical certification: three-phase hybrid system',
  en: 'Technical certification: three-phase hybrid system',
  de: 'Technische Zertifizierung: dreiphasiges Hybridsystem',
  it: 'Certificazione tecnica: sistema ibrido trifase',
  nl: 'Technische certificering: driefasig hybride systeem',
  fr: 'Certification technique : système hybride triphasé',
};

const homeSales: Names = {
  cn: '销售认证培训：家用储能',
  au: 'Sales certification: home energy storage',
  en: 'Sales certification: home energy storage',
  de: 'Vertriebszertifizierung: Heimspeicher',
  it: 'Certificazione commerciale: accumulo domestico',
  nl: 'Verkoopcertificering: thuisopslag',
  fr: 'Certification commerciale : stockage résidentiel',
};

const batteryTechnical: Names = {
  cn: '技术认证培训：电池箱与备电',
  au: 'Technical certification: battery box and backup',
  en: 'Technical certification: battery box and backup',
  de: 'Technische Zertifizierung: Batteriebox und Notstrom',
  it: 'Certificazione tecnica: battery box e backup',
  nl: 'Technische certificering: batterijbox en noodstroom',
  fr: 'Certification technique : batterie et secours',
};

const commercialTechnical: Names = {
  cn: '技术认证培训：工商业储能柜与储能变流器',
  au: 'Technical certification: commercial cabinets and power conversion',
  en: 'Technical certification: commercial cabinets and power conversion',
  de: 'Technische Zertifizierung: Gewerbespeicherschränke und Leistungsumrichter',
  it: 'Certificazione tecnica: armadi commerciali e conversione di potenza',
  nl: 'Technische certificering: commerciële kasten en vermogensconversie',
  fr: 'Certification technique : armoires tertiaires et conversion de puissance',
};

/** One session: `language` is the ISO 639-1 code it is taught in, the same on every site. */
function session(
  shared: { id: number; days: number; durationMinutes: number; language: string; scale: number },
  title: Names,
  location: Names,
) {
  const { days, ...rest } = shared;
  const text = Object.fromEntries(
    (Object.keys(title) as LanguageCode[]).map((code) => [
      code,
      { title: title[code], location: location[code] },
    ]),
  ) as Record<LanguageCode, { title: string; location: string }>;
  return perLanguage({ ...rest, date: daysFromNow(days) }, text);
}

export const trainingsSeed: (typeof trainings.$inferInsert)[] = [
  ...session(
    { id: 1, days: 18, durationMinutes: 450, language: 'en', scale: 24 },
    hybridTechnical,
    {
      cn: '荷兰鹿特丹',
      au: 'Rotterdam, Netherlands',
      en: 'Rotterdam, Netherlands',
      de: 'Rotterdam, Niederlande',
      it: 'Rotterdam, Paesi Bassi',
      nl: 'Rotterdam, Nederland',
      fr: 'Rotterdam, Pays-Bas',
    },
  ),
  ...session(
    { id: 2, days: 32, durationMinutes: 420, language: 'de', scale: 16 },
    batteryTechnical,
    {
      cn: '德国慕尼黑',
      au: 'Munich, Germany',
      en: 'Munich, Germany',
      de: 'München, Deutschland',
      it: 'Monaco di Baviera, Germania',
      nl: 'München, Duitsland',
      fr: 'Munich, Allemagne',
    },
  ),
  ...session({ id: 3, days: 47, durationMinutes: 240, language: 'it', scale: 30 }, homeSales, {
    cn: '意大利米兰',
    au: 'Milan, Italy',
    en: 'Milan, Italy',
    de: 'Mailand, Italien',
    it: 'Milano, Italia',
    nl: 'Milaan, Italië',
    fr: 'Milan, Italie',
  }),
  ...session(
    { id: 4, days: 61, durationMinutes: 480, language: 'fr', scale: 12 },
    commercialTechnical,
    {
      cn: '法国里昂',
      au: 'Lyon, France',
      en: 'Lyon, France',
      de: 'Lyon, Frankreich',
      it: 'Lione, Francia',
      nl: 'Lyon, Frankrijk',
      fr: 'Lyon, France',
    },
  ),
  ...session({ id: 5, days: 75, durationMinutes: 270, language: 'en', scale: 28 }, homeSales, {
    cn: '澳大利亚悉尼',
    au: 'Sydney, New South Wales',
    en: 'Sydney, Australia',
    de: 'Sydney, Australien',
    it: 'Sydney, Australia',
    nl: 'Sydney, Australië',
    fr: 'Sydney, Australie',
  }),
  ...session(
    { id: 6, days: 96, durationMinutes: 450, language: 'zh', scale: 40 },
    hybridTechnical,
    {
      cn: '中国深圳',
      au: 'Shenzhen, China',
      en: 'Shenzhen, China',
      de: 'Shenzhen, China',
      it: 'Shenzhen, Cina',
      nl: 'Shenzhen, China',
      fr: 'Shenzhen, Chine',
    },
  ),
];
