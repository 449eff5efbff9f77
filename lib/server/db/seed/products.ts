import 'server-only';
import type { products } from '../schema';
import { perLanguage } from './per-language';

// Figures from spec §9 "Marketing figures".
export const productsSeed: (typeof products.$inferInsert)[] = [
  ...perLanguage(
    { id: 'three-phase-hybrid-system', category: 'residential', sort: 1 },
    {
      cn: {
        name: '三相混合储能系统',
        summary: '5–13 kW 混合逆变器与电池一体化的家用系统，容量 9.98–29.94 kWh。',
        body: '## 产品亮点\n\n- 输出功率 5–13 kW，储能容量 9.98–29.94 kWh\n- 支持最高 2 倍光伏超配\n- 最多 5 台并联，总容量可达 149.76 kWh\n- MPPT 组串电流 16/26 A\n- 110% 不平衡输出\n- 离网切换时间小于 10 ms',
      },
      au: {
        name: 'Three-phase hybrid system',
        summary:
          'A 5 to 13 kW hybrid inverter and battery in one system for Australian homes, from 9.98 to 29.94 kWh.',
        body: '## Highlights\n\n- 5 to 13 kW output, 9.98 to 29.94 kWh storage\n- Up to 2x PV oversizing\n- Up to 5 units in parallel, up to 149.76 kWh\n- MPPT string current 16/26 A\n- 110% unbalanced output\n- Switchover to backup in under 10 ms',
      },
      en: {
        name: 'Three-phase hybrid system',
        summary:
          'A 5 to 13 kW hybrid inverter and battery in one system for homes, from 9.98 to 29.94 kWh.',
        body: '## Highlights\n\n- 5 to 13 kW output, 9.98 to 29.94 kWh storage\n- Up to 2x PV over-configuration\n- Up to 5 units in parallel, up to 149.76 kWh\n- MPPT string current 16/26 A\n- 110% unbalanced output\n- Switchover to backup in under 10 ms',
      },
      de: {
        name: 'Dreiphasiges Hybridsystem',
        summary:
          'Hybridwechselrichter mit 5 bis 13 kW und Batterie in einem System für Eigenheime, 9,98 bis 29,94 kWh.',
        body: '## Highlights\n\n- 5 bis 13 kW Leistung, 9,98 bis 29,94 kWh Speicher\n- Bis zu 2-fache PV-Überdimensionierung\n- Bis zu 5 Geräte parallel, bis zu 149,76 kWh\n- MPPT-Strangstrom 16/26 A\n- 110 % Schieflastfähigkeit\n- Umschaltung auf Notstrom in unter 10 ms',
      },
      it: {
        name: 'Sistema ibrido trifase',
        summary:
          'Inverter ibrido da 5 a 13 kW e batteria in un unico sistema per la casa, da 9,98 a 29,94 kWh.',
        body: '## Punti di forza\n\n- Potenza da 5 a 13 kW, accumulo da 9,98 a 29,94 kWh\n- Sovradimensionamento FV fino a 2 volte\n- Fino a 5 unità in parallelo, fino a 149,76 kWh\n- Corrente di stringa MPPT 16/26 A\n- Uscita sbilanciata al 110%\n- Commutazione in backup in meno di 10 ms',
      },
      nl: {
        name: 'Driefasig hybride systeem',
        summary:
          'Een hybride omvormer van 5 tot 13 kW en een batterij in één systeem voor woningen, van 9,98 tot 29,94 kWh.',
        body: '## Kenmerken\n\n- 5 tot 13 kW vermogen, 9,98 tot 29,94 kWh opslag\n- Tot 2x PV-overdimensionering\n- Tot 5 units parallel, tot 149,76 kWh\n- MPPT-stringstroom 16/26 A\n- 110% asymmetrische belasting\n- Omschakeling naar noodstroom in minder dan 10 ms',
      },
      fr: {
        name: 'Système hybride triphasé',
        summary:
          'Un onduleur hybride de 5 à 13 kW et une batterie réunis pour la maison, de 9,98 à 29,94 kWh.',
        body: "## Points forts\n\n- Puissance de 5 à 13 kW, stockage de 9,98 à 29,94 kWh\n- Surdimensionnement PV jusqu'à 2 fois\n- Jusqu'à 5 unités en parallèle, jusqu'à 149,76 kWh\n- Courant de chaîne MPPT 16/26 A\n- Sortie déséquilibrée à 110 %\n- Basculement en secours en moins de 10 ms",
      },
    },
  ),
  ...perLanguage(
    { id: 'high-voltage-lfp-battery-box', category: 'residential', sort: 2 },
    {
      cn: {
        name: '高压磷酸铁锂电池箱',
        summary: '可堆叠的磷酸铁锂储能，容量 4.99–29.94 kWh。',
        body: '## 产品亮点\n\n- 模块化堆叠，容量 4.99–29.94 kWh\n- 1C 条件下循环寿命超过 10000 次\n- 15 分钟完成堆叠安装，节省 75% 安装时间\n- -20 °C 下 100% 功率输出，工作温度 -20 至 55 °C\n- IP65 防护等级',
      },
      au: {
        name: 'High-voltage LFP battery box',
        summary: 'Stackable lithium iron phosphate storage from 4.99 to 29.94 kWh.',
        body: '## Highlights\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time\n- 100% power at -20 °C; operates from -20 to 55 °C\n- IP65-rated enclosure',
      },
      en: {
        name: 'High-voltage LFP battery box',
        summary: 'Stackable lithium iron phosphate storage from 4.99 to 29.94 kWh.',
        body: '## Highlights\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time\n- 100% power at -20 °C; operates from -20 to 55 °C\n- IP65-rated enclosure',
      },
      de: {
        name: 'Hochvolt-LFP-Batteriebox',
        summary: 'Stapelbarer Lithium-Eisenphosphat-Speicher von 4,99 bis 29,94 kWh.',
        body: '## Highlights\n\n- 4,99 bis 29,94 kWh in stapelbaren Modulen\n- Mehr als 10.000 Zyklen bei 1C\n- Ein Stapel ist in 15 Minuten montiert, 75 % weniger Installationszeit\n- 100 % Leistung bei -20 °C; Betrieb von -20 bis 55 °C\n- Gehäuse in Schutzart IP65',
      },
      it: {
        name: 'Battery box LFP ad alta tensione',
        summary: 'Accumulo impilabile al litio ferro fosfato da 4,99 a 29,94 kWh.',
        body: '## Punti di forza\n\n- Da 4,99 a 29,94 kWh con moduli impilabili\n- Oltre 10.000 cicli a 1C\n- Una pila si installa in 15 minuti, con il 75% di tempo risparmiato\n- 100% della potenza a -20 °C; funzionamento da -20 a 55 °C\n- Involucro IP65',
      },
      nl: {
        name: 'Hoogspannings-LFP-batterijbox',
        summary: 'Stapelbare lithium-ijzerfosfaatopslag van 4,99 tot 29,94 kWh.',
        body: '## Kenmerken\n\n- 4,99 tot 29,94 kWh in stapelbare modules\n- Meer dan 10.000 cycli bij 1C\n- Een stapel is in 15 minuten geïnstalleerd: 75% minder installatietijd\n- 100% vermogen bij -20 °C; werkt van -20 tot 55 °C\n- Behuizing met IP65-bescherming',
      },
      fr: {
        name: 'Batterie LFP haute tension',
        summary: 'Stockage lithium fer phosphate empilable de 4,99 à 29,94 kWh.',
        body: "## Points forts\n\n- De 4,99 à 29,94 kWh en modules empilables\n- Plus de 10 000 cycles à 1C\n- Une pile s'installe en 15 minutes, soit 75 % de temps gagné\n- 100 % de la puissance à -20 °C ; fonctionne de -20 à 55 °C\n- Boîtier IP65",
      },
    },
  ),
];
