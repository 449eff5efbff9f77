import 'server-only';
import type { trainings } from '../schema';
import { perLanguage } from './per-language';

// `language` is the language the session is taught in, the same on every site variant.
export const trainingsSeed: (typeof trainings.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, date: '2026-12-08', durationMinutes: 420, language: 'en', scale: 24 },
    {
      cn: { title: '认证安装商培训：混合储能系统', location: '荷兰鹿特丹' },
      au: {
        title: 'Certified installer training: hybrid system',
        location: 'Rotterdam, Netherlands',
      },
      en: {
        title: 'Certified installer training: hybrid system',
        location: 'Rotterdam, Netherlands',
      },
      de: {
        title: 'Zertifizierungsschulung für Installateure: Hybridsystem',
        location: 'Rotterdam, Niederlande',
      },
      it: {
        title: 'Corso per installatori certificati: sistema ibrido',
        location: 'Rotterdam, Paesi Bassi',
      },
      nl: {
        title: 'Training gecertificeerd installateur: hybride systeem',
        location: 'Rotterdam, Nederland',
      },
      fr: {
        title: 'Formation installateur certifié : système hybride',
        location: 'Rotterdam, Pays-Bas',
      },
    },
  ),
  ...perLanguage(
    { id: 2, date: '2027-01-19', durationMinutes: 360, language: 'de', scale: 16 },
    {
      cn: { title: '认证安装商培训：电池箱', location: '德国慕尼黑' },
      au: { title: 'Certified installer training: battery box', location: 'Munich, Germany' },
      en: { title: 'Certified installer training: battery box', location: 'Munich, Germany' },
      de: {
        title: 'Zertifizierungsschulung für Installateure: Batteriebox',
        location: 'München, Deutschland',
      },
      it: {
        title: 'Corso per installatori certificati: battery box',
        location: 'Monaco di Baviera, Germania',
      },
      nl: {
        title: 'Training gecertificeerd installateur: batterijbox',
        location: 'München, Duitsland',
      },
      fr: { title: 'Formation installateur certifié : batterie', location: 'Munich, Allemagne' },
    },
  ),
];
