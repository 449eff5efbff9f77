import 'server-only';
import { caseCategories, type cases } from '../schema';
import { perLanguage } from './per-language';

// One case per spec §3 category (1 utility, 2 commercial, 3 residential).
export const casesSeed: (typeof cases.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, category: caseCategories.utility },
    {
      cn: {
        title: '江苏 50 MWh 电网侧储能电站',
        location: '中国江苏',
        summary: '集装箱式磷酸铁锂储能将光伏电站的午间发电转移到晚高峰。',
        body: '电站为光伏电站配置 50 MWh 磷酸铁锂储能，可在数秒内响应电网调频需求。消防系统 15 秒内启动，IP55 集装箱可在 -20 至 55 °C 环境下运行。',
      },
      au: {
        title: '50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          "Containerised LFP storage shifts a solar farm's midday output to the evening peak.",
        body: 'The plant pairs 50 MWh of LFP storage with a solar farm and answers grid frequency events within seconds. Fire suppression acts within 15 seconds, and the IP55 containers run from -20 to 55 °C.',
      },
      en: {
        title: '50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          "Containerized LFP storage shifts a solar farm's midday output to the evening peak.",
        body: 'The plant pairs 50 MWh of LFP storage with a solar farm and answers grid frequency events within seconds. Fire suppression acts within 15 seconds, and the IP55 containers run from -20 to 55 °C.',
      },
      de: {
        title: '50-MWh-Netzspeicher in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          'Containerisierte LFP-Speicher verschieben die Mittagsproduktion eines Solarparks in die Abendspitze.',
        body: 'Die Anlage kombiniert 50 MWh LFP-Speicher mit einem Solarpark und reagiert innerhalb von Sekunden auf Frequenzereignisse im Netz. Die Brandunterdrückung greift innerhalb von 15 Sekunden, die Container in Schutzart IP55 arbeiten von -20 bis 55 °C.',
      },
      it: {
        title: 'Impianto di supporto alla rete da 50 MWh nel Jiangsu',
        location: 'Jiangsu, Cina',
        summary:
          "L'accumulo LFP in container sposta la produzione di mezzogiorno di un parco solare al picco serale.",
        body: "L'impianto abbina 50 MWh di accumulo LFP a un parco solare e risponde in pochi secondi agli eventi di frequenza della rete. Il sistema antincendio interviene entro 15 secondi e i container IP55 funzionano da -20 a 55 °C.",
      },
      nl: {
        title: 'Netondersteunende centrale van 50 MWh in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          'LFP-opslag in containers verschuift de middagproductie van een zonnepark naar de avondpiek.',
        body: 'De centrale combineert 50 MWh LFP-opslag met een zonnepark en reageert binnen enkele seconden op frequentieverstoringen in het net. De brandblusinstallatie grijpt binnen 15 seconden in en de IP55-containers werken van -20 tot 55 °C.',
      },
      fr: {
        title: 'Centrale de soutien au réseau de 50 MWh dans le Jiangsu',
        location: 'Jiangsu, Chine',
        summary:
          "Un stockage LFP en conteneurs décale la production de midi d'une centrale solaire vers la pointe du soir.",
        body: "La centrale associe 50 MWh de stockage LFP à une ferme solaire et répond en quelques secondes aux variations de fréquence du réseau. L'extinction incendie agit en moins de 15 secondes et les conteneurs IP55 fonctionnent de -20 à 55 °C.",
      },
    },
  ),
  ...perLanguage(
    { id: 2, category: caseCategories.commercial },
    {
      cn: {
        title: '鹿特丹冷库削峰填谷项目',
        location: '荷兰鹿特丹',
        summary: '1.2 MWh 储能系统降低了冷库的峰值需量电费。',
        body: '制冷负荷在午后达到峰值，恰逢电价最高时段。10 台 62.5 kW 储能变流器并联运行，效率高达 99%，释放 1.2 MWh 储能电量以削减峰值需量。',
      },
      au: {
        title: 'Peak shaving for a cold-storage warehouse in Rotterdam',
        location: 'Rotterdam, Netherlands',
        summary: "A 1.2 MWh system cuts the warehouse's peak demand charges.",
        body: "Cooling loads peak in the afternoon, exactly when network tariffs are highest. Ten 62.5 kW power conversion units run in parallel at up to 99% efficiency and discharge 1.2 MWh of storage to cap the site's peak demand.",
      },
      en: {
        title: 'Peak shaving for a cold-storage warehouse in Rotterdam',
        location: 'Rotterdam, Netherlands',
        summary: "A 1.2 MWh system cuts the warehouse's peak demand charges.",
        body: "Cooling loads peak in the afternoon, exactly when grid tariffs are highest. Ten 62.5 kW power conversion units run in parallel at up to 99% efficiency and discharge 1.2 MWh of storage to cap the site's peak demand.",
      },
      de: {
        title: 'Lastspitzenkappung für ein Kühlhaus in Rotterdam',
        location: 'Rotterdam, Niederlande',
        summary: 'Ein 1,2-MWh-System senkt die Leistungspreise des Kühlhauses.',
        body: 'Die Kühllast erreicht ihre Spitze am Nachmittag – genau dann, wenn die Netzentgelte am höchsten sind. Zehn 62,5-kW-Leistungswandler arbeiten parallel mit bis zu 99 % Wirkungsgrad und entladen 1,2 MWh Speicher, um die Lastspitze zu begrenzen.',
      },
      it: {
        title: 'Peak shaving per un magazzino frigorifero a Rotterdam',
        location: 'Rotterdam, Paesi Bassi',
        summary: 'Un sistema da 1,2 MWh riduce i costi di picco di potenza del magazzino.',
        body: "I carichi di raffreddamento raggiungono il picco nel pomeriggio, proprio quando le tariffe di rete sono più alte. Dieci convertitori da 62,5 kW lavorano in parallelo con un'efficienza fino al 99% e scaricano 1,2 MWh di accumulo per limitare il picco di potenza del sito.",
      },
      nl: {
        title: 'Piekafvlakking voor een koelhuis in Rotterdam',
        location: 'Rotterdam, Nederland',
        summary: 'Een systeem van 1,2 MWh verlaagt de piekvermogenskosten van het koelhuis.',
        body: 'De koellast piekt in de middag, precies wanneer de nettarieven het hoogst zijn. Tien omvormers van 62,5 kW werken parallel met een rendement tot 99% en ontladen 1,2 MWh opslag om de piekvraag van de locatie te begrenzen.',
      },
      fr: {
        title: 'Écrêtage des pointes pour un entrepôt frigorifique à Rotterdam',
        location: 'Rotterdam, Pays-Bas',
        summary: "Un système de 1,2 MWh réduit les coûts de pointe de puissance de l'entrepôt.",
        body: "La charge de froid culmine l'après-midi, précisément lorsque les tarifs du réseau sont les plus élevés. Dix convertisseurs de 62,5 kW fonctionnent en parallèle avec un rendement allant jusqu'à 99 % et déchargent 1,2 MWh de stockage pour plafonner la pointe de consommation du site.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, category: caseCategories.residential },
    {
      cn: {
        title: '珀斯家庭住宅入夜后依然使用太阳能',
        location: '澳大利亚珀斯',
        summary: '三相混合储能系统搭配 19.96 kWh 电池箱，满足家庭整个晚间用电。',
        body: '屋顶光伏在午后早些时候即可充满电池箱。晚间由三相混合储能系统为烹饪、空调和泳池水泵供电，日落后这个家庭几乎不再从电网购电。',
      },
      au: {
        title: 'A family home in Perth runs on solar after dark',
        location: 'Perth, WA',
        summary:
          'A three-phase hybrid system and a 19.96 kWh battery box carry the household through the evening.',
        body: "The family's rooftop solar fills the battery box stack by early arvo. In the evening the three-phase hybrid system runs the cooking, air-con and pool pump, so the household buys almost no power from the grid after sunset.",
      },
      en: {
        title: 'A family home in Perth runs on solar after dark',
        location: 'Perth, Australia',
        summary:
          'A three-phase hybrid system and a 19.96 kWh battery box carry the household through the evening.',
        body: "The family's rooftop array fills the battery box stack by early afternoon. In the evening the three-phase hybrid system covers cooking, air conditioning and the pool pump, so the household buys almost no power after sunset.",
      },
      de: {
        title: 'Ein Einfamilienhaus in Perth nutzt Solarstrom auch nach Sonnenuntergang',
        location: 'Perth, Australien',
        summary:
          'Ein dreiphasiges Hybridsystem und eine 19,96-kWh-Batteriebox versorgen den Haushalt durch den Abend.',
        body: 'Die Dachanlage der Familie lädt den Batteriestapel bis zum frühen Nachmittag. Abends versorgt das dreiphasige Hybridsystem Küche, Klimaanlage und Poolpumpe – nach Sonnenuntergang kauft der Haushalt kaum noch Strom zu.',
      },
      it: {
        title: 'Una casa a Perth va a energia solare anche dopo il tramonto',
        location: 'Perth, Australia',
        summary:
          'Un sistema ibrido trifase e un battery box da 19,96 kWh coprono i consumi serali della famiglia.',
        body: "L'impianto sul tetto carica la pila di batterie entro il primo pomeriggio. La sera il sistema ibrido trifase alimenta cucina, climatizzatore e pompa della piscina, così la famiglia non acquista quasi più energia dopo il tramonto.",
      },
      nl: {
        title: 'Een gezinswoning in Perth draait ook na zonsondergang op zonne-energie',
        location: 'Perth, Australië',
        summary:
          "Een driefasig hybride systeem en een batterijbox van 19,96 kWh voorzien het huishouden 's avonds van stroom.",
        body: "De zonnepanelen op het dak laden de batterijstapel vroeg in de middag vol. 's Avonds voedt het driefasige hybride systeem het koken, de airco en de zwembadpomp, zodat het gezin na zonsondergang bijna geen stroom meer inkoopt.",
      },
      fr: {
        title: "À Perth, une maison familiale vit à l'énergie solaire après la tombée de la nuit",
        location: 'Perth, Australie',
        summary:
          'Un système hybride triphasé et une batterie de 19,96 kWh couvrent les besoins du foyer en soirée.',
        body: "Les panneaux en toiture remplissent la pile de batteries dès le début de l'après-midi. Le soir, le système hybride triphasé alimente la cuisine, la climatisation et la pompe de piscine : le foyer n'achète presque plus d'électricité après le coucher du soleil.",
      },
    },
  ),
];
