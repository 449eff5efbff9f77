import 'server-only';
import type { faqs } from '../schema';
import { perLanguage } from './per-language';

export const faqsSeed: (typeof faqs.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, sort: 1 },
    {
      cn: {
        question: '质保期有多长？',
        answer: '由 Voltara 认证安装商安装并调试的系统享受 10 年质保。',
      },
      au: {
        question: 'How long is the warranty?',
        answer:
          'Systems installed and commissioned by a Voltara-certified installer are covered by a 10-year warranty.',
      },
      en: {
        question: 'How long is the warranty?',
        answer:
          'Systems installed and commissioned by a Voltara-certified installer come with a 10-year warranty.',
      },
      de: {
        question: 'Wie lange gilt die Garantie?',
        answer:
          'Für Systeme, die ein Voltara-zertifizierter Installateur installiert und in Betrieb nimmt, gilt eine Garantie von 10 Jahren.',
      },
      it: {
        question: 'Quanto dura la garanzia?',
        answer:
          'I sistemi installati e messi in servizio da un installatore certificato Voltara hanno una garanzia di 10 anni.',
      },
      nl: {
        question: 'Hoe lang is de garantie?',
        answer:
          'Systemen die een door Voltara gecertificeerde installateur heeft geïnstalleerd en in bedrijf gesteld, hebben 10 jaar garantie.',
      },
      fr: {
        question: 'Quelle est la durée de la garantie ?',
        answer:
          "Les systèmes installés et mis en service par un installateur certifié Voltara bénéficient d'une garantie de 10 ans.",
      },
    },
  ),
  ...perLanguage(
    { id: 2, sort: 2 },
    {
      cn: {
        question: '电池在寒冷天气下能正常工作吗？',
        answer: '可以。高压磷酸铁锂电池箱在 -20 °C 下仍可满功率输出，工作温度范围为 -20 至 55 °C。',
      },
      au: {
        question: 'Does the battery work in cold weather?',
        answer:
          'Yes. The high-voltage LFP battery box delivers full power at -20 °C and operates from -20 to 55 °C.',
      },
      en: {
        question: 'Does the battery work in cold weather?',
        answer:
          'Yes. The high-voltage LFP battery box delivers full power at -20 °C and operates from -20 to 55 °C.',
      },
      de: {
        question: 'Funktioniert die Batterie auch bei Kälte?',
        answer:
          'Ja. Die Hochvolt-LFP-Batteriebox liefert bei -20 °C volle Leistung und arbeitet von -20 bis 55 °C.',
      },
      it: {
        question: 'La batteria funziona con il freddo?',
        answer:
          'Sì. Il battery box LFP ad alta tensione eroga piena potenza a -20 °C e funziona da -20 a 55 °C.',
      },
      nl: {
        question: 'Werkt de batterij ook bij koud weer?',
        answer:
          'Ja. De hoogspannings-LFP-batterijbox levert volledig vermogen bij -20 °C en werkt van -20 tot 55 °C.',
      },
      fr: {
        question: 'La batterie fonctionne-t-elle par temps froid ?',
        answer:
          'Oui. La batterie LFP haute tension délivre toute sa puissance à -20 °C et fonctionne de -20 à 55 °C.',
      },
    },
  ),
  ...perLanguage(
    { id: 3, sort: 3 },
    {
      cn: {
        question: '最多可以并联多少台系统？',
        answer: '最多 5 台三相混合储能系统可并联运行，总储能容量可达 149.76 kWh。',
      },
      au: {
        question: 'How many systems can run in parallel?',
        answer:
          'Up to five three-phase hybrid units can run in parallel, for up to 149.76 kWh of storage.',
      },
      en: {
        question: 'How many systems can run in parallel?',
        answer:
          'Up to five three-phase hybrid units can run in parallel, for up to 149.76 kWh of storage.',
      },
      de: {
        question: 'Wie viele Systeme lassen sich parallel betreiben?',
        answer:
          'Bis zu fünf dreiphasige Hybridgeräte arbeiten parallel, mit bis zu 149,76 kWh Speicher.',
      },
      it: {
        question: 'Quanti sistemi si possono collegare in parallelo?',
        answer:
          'Fino a cinque unità ibride trifase possono lavorare in parallelo, per un accumulo fino a 149,76 kWh.',
      },
      nl: {
        question: 'Hoeveel systemen kunnen parallel werken?',
        answer:
          'Tot vijf driefasige hybride units kunnen parallel werken, met samen tot 149,76 kWh opslag.',
      },
      fr: {
        question: 'Combien de systèmes peut-on connecter en parallèle ?',
        answer:
          "Jusqu'à cinq unités hybrides triphasées peuvent fonctionner en parallèle, pour un stockage allant jusqu'à 149,76 kWh.",
      },
    },
  ),
];
