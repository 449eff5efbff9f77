import 'server-only';
import type { videos } from '../schema';
import { perLanguage } from './per-language';

export const videosSeed: (typeof videos.$inferInsert)[] = perLanguage(
  {
    id: 1,
    publishedOn: '2026-06-25',
    videoUrl: '/media/videos/battery-box-installation.mp4',
    coverUrl: '/media/videos/battery-box-installation.jpg',
  },
  {
    cn: {
      title: '15 分钟完成电池箱堆叠安装',
      summary: '安装商演示 29.94 kWh 电池箱从开箱到首次上电的全过程。',
    },
    au: {
      title: 'Stacking the battery box in 15 minutes',
      summary: 'An installer takes a 29.94 kWh battery box from unboxing to first power-up.',
    },
    en: {
      title: 'Stacking the battery box in 15 minutes',
      summary: 'An installer takes a 29.94 kWh battery box from unboxing to first power-up.',
    },
    de: {
      title: 'Die Batteriebox in 15 Minuten stapeln',
      summary:
        'Ein Installateur zeigt eine 29,94-kWh-Batteriebox vom Auspacken bis zum ersten Einschalten.',
    },
    it: {
      title: 'Impilare il battery box in 15 minuti',
      summary:
        "Un installatore porta un battery box da 29,94 kWh dall'apertura dell'imballo alla prima accensione.",
    },
    nl: {
      title: 'De batterijbox stapelen in 15 minuten',
      summary:
        'Een installateur brengt een batterijbox van 29,94 kWh van uitpakken tot eerste inschakeling.',
    },
    fr: {
      title: 'Empiler la batterie en 15 minutes',
      summary:
        'Un installateur mène une batterie de 29,94 kWh du déballage à la première mise sous tension.',
    },
  },
);
