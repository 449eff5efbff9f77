import 'server-only';
import type { news } from '../schema';
import { perLanguage } from './per-language';

export const newsSeed: (typeof news.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, publishedOn: '2026-10-14' },
    {
      cn: {
        title: 'Voltara 第三个生产中心正式投产',
        summary: '储能电池年产能达到 2.5 GWh。',
        body: 'Voltara 第三个生产中心已正式投产。三大生产基地合计每年可生产 **2.5 GWh** 储能电池。\n\n新产线主要生产高压磷酸铁锂电池箱和三相混合储能系统，依托公司 16 年的研发积累。',
      },
      au: {
        title: 'Voltara opens its third production centre',
        summary:
          'Annual manufacturing capacity reaches 2.5 GWh, with shorter lead times for Australian installers.',
        body: 'Voltara has started production at its third manufacturing centre. Together, the three sites can now build **2.5 GWh** of battery storage a year.\n\nThe new lines assemble our high-voltage LFP battery boxes and three-phase hybrid systems, backed by 16 years of research and development, so Australian installers can plan jobs with shorter lead times.',
      },
      en: {
        title: 'Voltara opens its third production center',
        summary: 'Annual manufacturing capacity now reaches 2.5 GWh of battery storage.',
        body: 'Voltara has started production at its third manufacturing center. Together, the three sites can now build **2.5 GWh** of battery storage a year.\n\nThe new lines assemble our high-voltage LFP battery boxes and three-phase hybrid systems, backed by 16 years of research and development.',
      },
      de: {
        title: 'Voltara eröffnet sein drittes Produktionszentrum',
        summary: 'Die jährliche Fertigungskapazität erreicht nun 2,5 GWh Batteriespeicher.',
        body: 'Voltara hat die Produktion in seinem dritten Fertigungszentrum aufgenommen. Zusammen fertigen die drei Standorte nun **2,5 GWh** Batteriespeicher pro Jahr.\n\nAuf den neuen Linien entstehen unsere Hochvolt-LFP-Batterieboxen und dreiphasigen Hybridsysteme – gestützt auf 16 Jahre Forschung und Entwicklung.',
      },
      it: {
        title: 'Voltara inaugura il suo terzo centro produttivo',
        summary: 'La capacità produttiva annua raggiunge ora 2,5 GWh di accumulo a batteria.',
        body: "Voltara ha avviato la produzione nel suo terzo centro produttivo. Insieme, i tre stabilimenti possono ora produrre **2,5 GWh** di sistemi di accumulo all'anno.\n\nLe nuove linee assemblano i nostri battery box LFP ad alta tensione e i sistemi ibridi trifase, frutto di 16 anni di ricerca e sviluppo.",
      },
      nl: {
        title: 'Voltara opent zijn derde productiecentrum',
        summary: 'De jaarlijkse productiecapaciteit bedraagt nu 2,5 GWh aan batterijopslag.',
        body: 'Voltara is gestart met de productie in zijn derde productiecentrum. Samen produceren de drie locaties nu **2,5 GWh** aan batterijopslag per jaar.\n\nOp de nieuwe lijnen worden onze hoogspannings-LFP-batterijboxen en driefasige hybride systemen gebouwd, gebaseerd op 16 jaar onderzoek en ontwikkeling.',
      },
      fr: {
        title: 'Voltara ouvre son troisième centre de production',
        summary:
          'La capacité de fabrication annuelle atteint désormais 2,5 GWh de stockage par batterie.',
        body: 'Voltara a lancé la production dans son troisième centre de fabrication. Ensemble, les trois sites peuvent désormais produire **2,5 GWh** de stockage par batterie par an.\n\nLes nouvelles lignes assemblent nos batteries LFP haute tension et nos systèmes hybrides triphasés, fruit de 16 ans de recherche et développement.',
      },
    },
  ),
  ...perLanguage(
    { id: 2, publishedOn: '2026-09-02' },
    {
      cn: {
        title: '认证安装商安装的系统享受 10 年质保',
        summary: '由 Voltara 认证安装商调试的系统，用户可享受十年质保。',
        body: '即日起，凡由 Voltara 认证安装商安装并调试的系统，均享受 **10 年质保**。\n\n安装商参加一天的培训即可获得认证。近期培训日期请见安装商页面。',
      },
      au: {
        title: '10-year warranty for systems installed by certified installers',
        summary:
          'Homeowners are covered for ten years when a Voltara-certified installer commissions their system.',
        body: 'From today, every Voltara system installed and commissioned by a certified installer carries a **10-year warranty**, for homes right around Australia.\n\nInstallers earn certification in a one-day training session. Check the installer page for upcoming dates.',
      },
      en: {
        title: '10-year warranty for systems installed by certified installers',
        summary:
          'Homeowners get ten years of coverage when a Voltara-certified installer commissions their system.',
        body: 'Starting today, every Voltara system installed and commissioned by a certified installer carries a **10-year warranty**.\n\nInstallers earn certification in a one-day training session. See the installer page for upcoming dates.',
      },
      de: {
        title: '10 Jahre Garantie bei Installation durch zertifizierte Installateure',
        summary:
          'Hausbesitzer erhalten zehn Jahre Garantie, wenn ein von Voltara zertifizierter Installateur ihr System in Betrieb nimmt.',
        body: 'Ab sofort gilt für jedes Voltara-System, das von einem zertifizierten Installateur installiert und in Betrieb genommen wird, eine **Garantie von 10 Jahren**.\n\nInstallateure erhalten die Zertifizierung in einer eintägigen Schulung. Die nächsten Termine finden Sie auf der Installateur-Seite.',
      },
      it: {
        title: 'Garanzia di 10 anni con gli installatori certificati',
        summary:
          'Dieci anni di copertura quando il sistema viene messo in servizio da un installatore certificato Voltara.',
        body: 'Da oggi ogni sistema Voltara installato e messo in servizio da un installatore certificato gode di una **garanzia di 10 anni**.\n\nGli installatori ottengono la certificazione con un corso di formazione di un giorno. Le prossime date sono disponibili nella pagina dedicata agli installatori.',
      },
      nl: {
        title: '10 jaar garantie bij installatie door gecertificeerde installateurs',
        summary:
          'Huiseigenaren krijgen tien jaar garantie wanneer een door Voltara gecertificeerde installateur hun systeem in bedrijf stelt.',
        body: 'Vanaf vandaag geldt voor elk Voltara-systeem dat door een gecertificeerde installateur is geïnstalleerd en in bedrijf gesteld een **garantie van 10 jaar**.\n\nInstallateurs behalen de certificering in een training van één dag. Kijk op de installateurspagina voor de komende data.',
      },
      fr: {
        title: 'Garantie de 10 ans avec les installateurs certifiés',
        summary:
          'Dix ans de garantie lorsque le système est mis en service par un installateur certifié Voltara.',
        body: "Désormais, tout système Voltara installé et mis en service par un installateur certifié bénéficie d'une **garantie de 10 ans**.\n\nLes installateurs obtiennent leur certification lors d'une formation d'une journée. Consultez la page installateurs pour les prochaines dates.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, publishedOn: '2026-06-18' },
    {
      cn: {
        title: '新款电池箱在 -20 °C 下仍可满功率运行',
        summary: '高压磷酸铁锂电池箱可堆叠扩展至 4.99–29.94 kWh，15 分钟即可完成安装。',
        body: '全新高压磷酸铁锂电池箱在 **-20 °C 下仍可输出 100% 功率**，寒冷的清晨也不会影响家庭储能系统的出力。\n\n- 模块化堆叠，容量 4.99–29.94 kWh\n- 1C 条件下循环寿命超过 10000 次\n- 15 分钟完成堆叠安装，节省 75% 安装时间',
      },
      au: {
        title: 'New battery box keeps full power at -20 °C',
        summary:
          'The high-voltage LFP battery box stacks from 4.99 to 29.94 kWh and installs in 15 minutes.',
        body: 'Our new high-voltage LFP battery box delivers **100% of its power at -20 °C**, so homes from the Snowy Mountains to the Tasmanian highlands keep full output on frosty mornings.\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time',
      },
      en: {
        title: 'New battery box keeps full power at -20 °C',
        summary:
          'The high-voltage LFP battery box stacks from 4.99 to 29.94 kWh and installs in 15 minutes.',
        body: 'Our new high-voltage LFP battery box delivers **100% of its power at -20 °C**, so cold mornings no longer cut the output of a home system.\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time',
      },
      de: {
        title: 'Neue Batteriebox liefert bei -20 °C volle Leistung',
        summary:
          'Die Hochvolt-LFP-Batteriebox lässt sich von 4,99 bis 29,94 kWh stapeln und ist in 15 Minuten installiert.',
        body: 'Unsere neue Hochvolt-LFP-Batteriebox liefert **bei -20 °C 100 % ihrer Leistung** – kalte Morgen bremsen das Heimspeichersystem nicht mehr aus.\n\n- 4,99 bis 29,94 kWh in stapelbaren Modulen\n- Mehr als 10.000 Zyklen bei 1C\n- Ein Stapel ist in 15 Minuten montiert, 75 % weniger Installationszeit',
      },
      it: {
        title: 'Il nuovo battery box mantiene piena potenza a -20 °C',
        summary:
          'Il battery box LFP ad alta tensione si impila da 4,99 a 29,94 kWh e si installa in 15 minuti.',
        body: 'Il nostro nuovo battery box LFP ad alta tensione eroga **il 100% della potenza a -20 °C**: le mattine fredde non riducono più la resa del sistema domestico.\n\n- Da 4,99 a 29,94 kWh con moduli impilabili\n- Oltre 10.000 cicli a 1C\n- Una pila si installa in 15 minuti, con il 75% di tempo di installazione risparmiato',
      },
      nl: {
        title: 'Nieuwe batterijbox levert volledig vermogen bij -20 °C',
        summary:
          'De hoogspannings-LFP-batterijbox is stapelbaar van 4,99 tot 29,94 kWh en in 15 minuten geïnstalleerd.',
        body: 'Onze nieuwe hoogspannings-LFP-batterijbox levert **100% vermogen bij -20 °C**, zodat koude ochtenden het vermogen van een thuissysteem niet meer beperken.\n\n- 4,99 tot 29,94 kWh in stapelbare modules\n- Meer dan 10.000 cycli bij 1C\n- Een stapel is in 15 minuten geïnstalleerd: 75% minder installatietijd',
      },
      fr: {
        title: 'La nouvelle batterie garde toute sa puissance à -20 °C',
        summary:
          "La batterie LFP haute tension s'empile de 4,99 à 29,94 kWh et s'installe en 15 minutes.",
        body: "Notre nouvelle batterie LFP haute tension délivre **100 % de sa puissance à -20 °C** : les matins froids ne réduisent plus la production d'un système résidentiel.\n\n- De 4,99 à 29,94 kWh en modules empilables\n- Plus de 10 000 cycles à 1C\n- Une pile s'installe en 15 minutes, soit 75 % de temps d'installation en moins",
      },
    },
  ),
  // A draft (state false) that must never reach a page: proves the published filter.
  {
    id: 99,
    websiteId: 3,
    state: false,
    publishedOn: '2026-11-20',
    title: 'Draft: Voltara at the winter trade fair',
    summary: 'Not published yet.',
    body: 'This announcement is still being written.',
  },
];
