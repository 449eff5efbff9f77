import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { downloads } from '../schema';
import { isoLanguage, perLanguage } from './per-language';

// Each site variant offers the document in its own language, as its own file.
const localized = (file: string) => (code: LanguageCode, title: string) => ({
  title,
  language: isoLanguage[code],
  fileUrl: `/files/downloads/${file}-${isoLanguage[code]}.pdf`,
});
const datasheet = localized('three-phase-hybrid-system-datasheet');
const warranty = localized('voltara-limited-warranty');

export const downloadsSeed: (typeof downloads.$inferInsert)[] = [
  ...perLanguage(
    {
      id: 1,
      product: 'three-phase-hybrid-system',
      series: 'H3',
      docType: 'product' as const,
      fileType: 'pdf' as const,
      updatedOn: '2026-10-01',
    },
    {
      cn: datasheet('cn', '三相混合储能系统规格书'),
      au: datasheet('au', 'Three-phase hybrid system datasheet'),
      en: datasheet('en', 'Three-phase hybrid system datasheet'),
      de: datasheet('de', 'Datenblatt dreiphasiges Hybridsystem'),
      it: datasheet('it', 'Scheda tecnica del sistema ibrido trifase'),
      nl: datasheet('nl', 'Datasheet driefasig hybride systeem'),
      fr: datasheet('fr', 'Fiche technique du système hybride triphasé'),
    },
  ),
  ...perLanguage(
    {
      id: 2,
      product: 'high-voltage-lfp-battery-box',
      series: 'HV Box',
      docType: 'warranty' as const,
      fileType: 'pdf' as const,
      updatedOn: '2026-09-02',
    },
    {
      cn: warranty('cn', '认证安装系统有限质保条款'),
      au: warranty('au', 'Limited warranty for certified installations'),
      en: warranty('en', 'Limited warranty for certified installations'),
      de: warranty('de', 'Herstellergarantie für zertifizierte Installationen'),
      it: warranty('it', 'Garanzia limitata per installazioni certificate'),
      nl: warranty('nl', 'Beperkte garantie voor gecertificeerde installaties'),
      fr: warranty('fr', 'Garantie limitée pour les installations certifiées'),
    },
  ),
];
