import 'server-only';
import type { videos } from '../schema';
import { perLanguage } from './per-language';

// Each video and its poster are real files under public/files/videos/.
const media = (name: string) => ({
  videoUrl: `/files/videos/${name}.mp4`,
  coverUrl: `/files/videos/${name}.svg`,
});

export const videosSeed: (typeof videos.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, publishedOn: '2026-06-25', ...media('battery-box-installation') },
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
  ),
  ...perLanguage(
    { id: 2, publishedOn: '2025-07-18', ...media('hybrid-system-commissioning') },
    {
      cn: {
        title: '在 ECOS 应用中调试混合储能系统',
        summary: '安装商连接数据采集器、扫描二维码并设置运行模式，全程不到 10 分钟。',
      },
      au: {
        title: 'Commissioning the hybrid system in the ECOS app',
        summary:
          'An installer connects the data logger, scans the QR code and sets the operating mode in under ten minutes.',
      },
      en: {
        title: 'Commissioning the hybrid system in the ECOS app',
        summary:
          'An installer connects the data logger, scans the QR code and sets the operating mode in under ten minutes.',
      },
      de: {
        title: 'Inbetriebnahme des Hybridsystems mit der ECOS-App',
        summary:
          'Ein Installateur verbindet den Datenlogger, scannt den QR-Code und stellt den Betriebsmodus in weniger als zehn Minuten ein.',
      },
      it: {
        title: "Messa in servizio del sistema ibrido con l'app ECOS",
        summary:
          'Un installatore collega il data logger, scansiona il codice QR e imposta la modalità di funzionamento in meno di dieci minuti.',
      },
      nl: {
        title: 'Het hybride systeem in bedrijf stellen met de ECOS-app',
        summary:
          'Een installateur sluit de datalogger aan, scant de QR-code en stelt de bedrijfsmodus in binnen tien minuten in.',
      },
      fr: {
        title: "Mise en service du système hybride avec l'application ECOS",
        summary:
          "Un installateur raccorde l'enregistreur de données, scanne le QR code et règle le mode de fonctionnement en moins de dix minutes.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, publishedOn: '2026-02-12', ...media('commercial-cabinet-tour') },
    {
      cn: {
        title: '走进工商业储能柜',
        summary:
          '带您了解 215 kWh 储能柜：液冷系统、15 秒内启动的消防系统，以及低于 25 dB 的运行噪音。',
      },
      au: {
        title: 'Inside the commercial energy storage cabinet',
        summary:
          'A walk through the 215 kWh cabinet: liquid cooling, fire suppression that activates within 15 seconds and a noise level below 25 dB.',
      },
      en: {
        title: 'Inside the commercial energy storage cabinet',
        summary:
          'A walk through the 215 kWh cabinet: liquid cooling, fire suppression that activates within 15 seconds and a noise level below 25 dB.',
      },
      de: {
        title: 'Ein Blick in den gewerblichen Energiespeicherschrank',
        summary:
          'Ein Rundgang durch den Schrank mit 215 kWh: Flüssigkeitskühlung, eine Brandunterdrückung, die innerhalb von 15 Sekunden auslöst, und ein Geräuschpegel unter 25 dB.',
      },
      it: {
        title: "Dentro l'armadio di accumulo commerciale",
        summary:
          "Un giro nell'armadio da 215 kWh: raffreddamento a liquido, sistema antincendio che interviene entro 15 secondi e rumorosità inferiore a 25 dB.",
      },
      nl: {
        title: 'Een kijkje in de commerciële energieopslagkast',
        summary:
          'Een rondleiding door de kast van 215 kWh: vloeistofkoeling, brandblussing die binnen 15 seconden in werking treedt en een geluidsniveau onder 25 dB.',
      },
      fr: {
        title: "À l'intérieur de l'armoire de stockage tertiaire",
        summary:
          "Visite de l'armoire de 215 kWh : refroidissement liquide, extinction qui se déclenche dans les 15 secondes et niveau sonore inférieur à 25 dB.",
      },
    },
  ),
  ...perLanguage(
    { id: 4, publishedOn: '2026-01-22', ...media('battery-cold-test') },
    {
      cn: {
        title: '−20 °C 下 100% 功率：电池箱环境舱测试',
        summary: '测试工程师让电池箱在 −20 °C 下满功率连续运行一整天。',
      },
      au: {
        title: '100% power at −20 °C: the battery box in the climate chamber',
        summary: 'Our test engineers run the battery box at full power for a whole day at −20 °C.',
      },
      en: {
        title: '100% power at −20 °C: the battery box in the climate chamber',
        summary: 'Our test engineers run the battery box at full power for a whole day at −20 °C.',
      },
      de: {
        title: '100 % Leistung bei −20 °C: die Batteriebox in der Klimakammer',
        summary:
          'Unsere Prüfingenieure betreiben die Batteriebox einen ganzen Tag lang mit voller Leistung bei −20 °C.',
      },
      it: {
        title: '100% della potenza a −20 °C: il battery box in camera climatica',
        summary:
          'I nostri ingegneri di collaudo fanno funzionare il battery box a piena potenza per un giorno intero a −20 °C.',
      },
      nl: {
        title: '100% vermogen bij −20 °C: de batterijbox in de klimaatkamer',
        summary:
          'Onze testingenieurs laten de batterijbox een hele dag op vol vermogen draaien bij −20 °C.',
      },
      fr: {
        title: '100 % de puissance à −20 °C : la batterie en chambre climatique',
        summary:
          "Nos ingénieurs d'essai font fonctionner la batterie à pleine puissance pendant une journée entière à −20 °C.",
      },
    },
  ),
];
