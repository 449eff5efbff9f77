import 'server-only';
import { caseCategories, type cases } from '../schema';
import { perLanguage } from './per-language';

const cover = (id: number) => `/images/content/case-${id}.svg`;

// Three cases per category: utility 1, 4, 7; commercial 2, 5, 8; residential 3, 6, 9.
export const casesSeed: (typeof cases.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, category: caseCategories.utility, coverUrl: cover(1) },
    {
      cn: {
        title: '江苏 50 MWh 电网侧储能电站',
        location: '中国江苏',
        summary: '50 MWh 集装箱式磷酸铁锂储能将光伏电站的午间发电转移到晚高峰，并参与电网调频。',
        body: '电站为光伏电站配置 **50 MWh** 磷酸铁锂储能，在午间充电、晚高峰放电，并可在数秒内响应电网调频指令。\n\n- Pangu OS 根据调度计划和电价自动安排充放电\n- 消防系统 15 秒内启动\n- IP55 集装箱可在 -20 至 55 °C 环境下全年运行\n\n投运后，电站晚高峰时段的上网电量显著提升，弃光率明显下降。',
      },
      au: {
        title: '50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          "50 MWh of containerised LFP storage shifts a solar farm's midday output to the evening peak and supports grid frequency.",
        body: 'The plant pairs **50 MWh** of LFP storage with a solar farm. It charges at midday, discharges into the evening peak and answers grid frequency events within seconds.\n\n- Pangu OS schedules charging and discharging from the dispatch plan and market prices\n- Fire suppression acts within 15 seconds\n- IP55 containers run year-round from -20 to 55 °C\n\nSince commissioning, the solar farm delivers far more energy into the evening peak and curtails much less of its midday output.',
      },
      en: {
        title: '50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          "50 MWh of containerized LFP storage shifts a solar farm's midday output to the evening peak and supports grid frequency.",
        body: 'The plant pairs **50 MWh** of LFP storage with a solar farm. It charges at midday, discharges into the evening peak and answers grid frequency events within seconds.\n\n- Pangu OS schedules charging and discharging from the dispatch plan and market prices\n- Fire suppression acts within 15 seconds\n- IP55 containers run year-round from -20 to 55 °C\n\nSince commissioning, the solar farm delivers far more energy into the evening peak and curtails much less of its midday output.',
      },
      de: {
        title: '50-MWh-Netzspeicher in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          '50 MWh containerisierte LFP-Speicher verschieben die Mittagsproduktion eines Solarparks in die Abendspitze und stützen die Netzfrequenz.',
        body: 'Die Anlage kombiniert **50 MWh** LFP-Speicher mit einem Solarpark. Sie lädt mittags, entlädt in die Abendspitze und reagiert innerhalb von Sekunden auf Frequenzereignisse im Netz.\n\n- Pangu OS plant Laden und Entladen nach Fahrplan und Marktpreisen\n- Die Brandunterdrückung greift innerhalb von 15 Sekunden\n- Container in Schutzart IP55 arbeiten ganzjährig von -20 bis 55 °C\n\nSeit der Inbetriebnahme liefert der Solarpark deutlich mehr Energie in die Abendspitze und muss mittags kaum noch abregeln.',
      },
      it: {
        title: 'Impianto di supporto alla rete da 50 MWh nel Jiangsu',
        location: 'Jiangsu, Cina',
        summary:
          '50 MWh di accumulo LFP in container spostano la produzione di mezzogiorno di un parco solare al picco serale e sostengono la frequenza di rete.',
        body: "L'impianto abbina **50 MWh** di accumulo LFP a un parco solare. Si carica a mezzogiorno, si scarica nel picco serale e risponde in pochi secondi agli eventi di frequenza della rete.\n\n- Pangu OS programma carica e scarica in base al piano di dispacciamento e ai prezzi di mercato\n- Il sistema antincendio interviene entro 15 secondi\n- I container IP55 funzionano tutto l'anno da -20 a 55 °C\n\nDall'entrata in esercizio il parco solare immette molta più energia nel picco serale e taglia molto meno la produzione di mezzogiorno.",
      },
      nl: {
        title: 'Netondersteunende centrale van 50 MWh in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          'Met 50 MWh LFP-opslag in containers verschuift een zonnepark zijn middagproductie naar de avondpiek en ondersteunt het de netfrequentie.',
        body: 'De centrale combineert **50 MWh** LFP-opslag met een zonnepark. Ze laadt rond het middaguur, ontlaadt in de avondpiek en reageert binnen enkele seconden op frequentieverstoringen in het net.\n\n- Pangu OS plant laden en ontladen op basis van het dispatchschema en de marktprijzen\n- De brandblusinstallatie grijpt binnen 15 seconden in\n- De IP55-containers werken het hele jaar van -20 tot 55 °C\n\nSinds de ingebruikname levert het zonnepark veel meer energie in de avondpiek en hoeft het rond het middaguur veel minder af te schakelen.',
      },
      fr: {
        title: 'Centrale de soutien au réseau de 50 MWh dans le Jiangsu',
        location: 'Jiangsu, Chine',
        summary:
          "50 MWh de stockage LFP en conteneurs décalent la production de midi d'une centrale solaire vers la pointe du soir et soutiennent la fréquence du réseau.",
        body: "La centrale associe **50 MWh** de stockage LFP à une ferme solaire. Elle se charge à midi, se décharge pendant la pointe du soir et répond en quelques secondes aux variations de fréquence du réseau.\n\n- Pangu OS planifie la charge et la décharge selon le programme d'appel et les prix du marché\n- L'extinction incendie agit en moins de 15 secondes\n- Les conteneurs IP55 fonctionnent toute l'année de -20 à 55 °C\n\nDepuis la mise en service, la ferme solaire injecte bien plus d'énergie pendant la pointe du soir et écrête beaucoup moins sa production de midi.",
      },
    },
  ),
  ...perLanguage(
    { id: 2, category: caseCategories.commercial, coverUrl: cover(2) },
    {
      cn: {
        title: '鹿特丹冷库削峰填谷项目',
        location: '荷兰鹿特丹',
        summary: '1.2 MWh 储能系统配合 625 kW 变流功率，降低了冷库的峰值需量电费。',
        body: '制冷负荷在午后达到峰值，恰逢电网电价最高的时段。\n\n- 10 台 62.5 kW 储能变流器并联运行（共 625 kW），效率高达 99%\n- **1.2 MWh** 储能在夜间低价时段充电，午后放电削减峰值需量\n- Pangu OS 根据制冷负荷预测自动调整放电计划\n\n冷库的峰值需量被限制在合同容量以内，无需扩容电网接入。',
      },
      au: {
        title: 'Peak shaving for a cold-storage warehouse in Rotterdam',
        location: 'Rotterdam, Netherlands',
        summary:
          "1.2 MWh of storage with 625 kW of conversion power cuts the warehouse's peak demand charges.",
        body: 'Cooling loads peak in the afternoon, exactly when network tariffs are highest.\n\n- Ten 62.5 kW power conversion units run in parallel (625 kW in total) at up to 99% efficiency\n- **1.2 MWh** of storage charges overnight at off-peak rates and discharges in the afternoon\n- Pangu OS adjusts the discharge plan to the forecast cooling load\n\nThe warehouse now stays within its contracted capacity, with no grid connection upgrade needed.',
      },
      en: {
        title: 'Peak shaving for a cold-storage warehouse in Rotterdam',
        location: 'Rotterdam, Netherlands',
        summary:
          "1.2 MWh of storage with 625 kW of conversion power cuts the warehouse's peak demand charges.",
        body: 'Cooling loads peak in the afternoon, exactly when grid tariffs are highest.\n\n- Ten 62.5 kW power conversion units run in parallel (625 kW in total) at up to 99% efficiency\n- **1.2 MWh** of storage charges overnight at off-peak rates and discharges in the afternoon\n- Pangu OS adjusts the discharge plan to the forecast cooling load\n\nThe warehouse now stays within its contracted capacity, with no grid connection upgrade needed.',
      },
      de: {
        title: 'Lastspitzenkappung für ein Kühlhaus in Rotterdam',
        location: 'Rotterdam, Niederlande',
        summary:
          'Ein 1,2-MWh-Speicher mit 625 kW Wandlerleistung senkt die Leistungspreise des Kühlhauses.',
        body: 'Die Kühllast erreicht ihre Spitze am Nachmittag – genau dann, wenn die Netzentgelte am höchsten sind.\n\n- Zehn 62,5-kW-Leistungswandler arbeiten parallel (insgesamt 625 kW) mit bis zu 99 % Wirkungsgrad\n- **1,2 MWh** Speicher laden nachts zum Niedertarif und entladen am Nachmittag\n- Pangu OS passt den Entladeplan an die prognostizierte Kühllast an\n\nDas Kühlhaus bleibt nun innerhalb seiner vertraglichen Anschlussleistung – ein Ausbau des Netzanschlusses war nicht nötig.',
      },
      it: {
        title: 'Peak shaving per un magazzino frigorifero a Rotterdam',
        location: 'Rotterdam, Paesi Bassi',
        summary:
          'Un accumulo da 1,2 MWh con 625 kW di potenza di conversione riduce i costi di picco del magazzino.',
        body: "I carichi di raffreddamento raggiungono il picco nel pomeriggio, proprio quando le tariffe di rete sono più alte.\n\n- Dieci convertitori da 62,5 kW lavorano in parallelo (625 kW in totale) con un'efficienza fino al 99%\n- **1,2 MWh** di accumulo si caricano di notte nelle fasce a basso costo e si scaricano nel pomeriggio\n- Pangu OS adatta il piano di scarica alla previsione del carico frigorifero\n\nIl magazzino ora resta entro la potenza contrattuale, senza bisogno di potenziare la connessione alla rete.",
      },
      nl: {
        title: 'Piekafvlakking voor een koelhuis in Rotterdam',
        location: 'Rotterdam, Nederland',
        summary:
          'Een opslag van 1,2 MWh met 625 kW omvormervermogen verlaagt de piekvermogenskosten van het koelhuis.',
        body: "De koellast piekt in de middag, precies wanneer de nettarieven het hoogst zijn.\n\n- Tien omvormers van 62,5 kW werken parallel (samen 625 kW) met een rendement tot 99%\n- **1,2 MWh** opslag laadt 's nachts tegen daltarief en ontlaadt in de middag\n- Pangu OS stemt het ontlaadplan af op de voorspelde koellast\n\nHet koelhuis blijft nu binnen het gecontracteerde vermogen, zonder verzwaring van de netaansluiting.",
      },
      fr: {
        title: 'Écrêtage des pointes pour un entrepôt frigorifique à Rotterdam',
        location: 'Rotterdam, Pays-Bas',
        summary:
          "Un stockage de 1,2 MWh doté de 625 kW de conversion réduit les coûts de pointe de l'entrepôt.",
        body: "La charge de froid culmine l'après-midi, précisément lorsque les tarifs du réseau sont les plus élevés.\n\n- Dix convertisseurs de 62,5 kW fonctionnent en parallèle (625 kW au total) avec un rendement jusqu'à 99 %\n- **1,2 MWh** de stockage se chargent la nuit aux heures creuses et se déchargent l'après-midi\n- Pangu OS ajuste le plan de décharge à la prévision de la charge de froid\n\nL'entrepôt reste désormais dans sa puissance souscrite, sans renforcement du raccordement au réseau.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, category: caseCategories.residential, coverUrl: cover(3) },
    {
      cn: {
        title: '珀斯家庭住宅入夜后依然使用太阳能',
        location: '澳大利亚珀斯',
        summary: '三相混合储能系统搭配 19.96 kWh 电池箱，满足家庭整个晚间用电。',
        body: '屋顶光伏在午后早些时候即可充满由四个模块组成的 **19.96 kWh** 电池箱。\n\n- 晚间由三相混合储能系统为烹饪、空调和泳池水泵供电\n- 110% 不平衡输出能力，单相大功率负载也能稳定运行\n- 户主在 ECOS 应用中选择自发自用模式，随时查看用电情况\n\n日落后这个家庭几乎不再从电网购电，夏季电费大幅下降。',
      },
      au: {
        title: 'A family home in Perth runs on solar after dark',
        location: 'Perth, WA',
        summary:
          'A three-phase hybrid system and a 19.96 kWh battery box carry the household through the evening.',
        body: "The family's rooftop solar fills a four-module **19.96 kWh** battery box stack by early arvo.\n\n- In the evening the three-phase hybrid system runs the cooking, air-con and pool pump\n- 110% unbalanced output handles heavy single-phase loads without fuss\n- The owners run self-power mode and keep an eye on usage in the ECOS app\n\nThe household buys almost no power from the grid after sunset, and summer bills have dropped sharply.",
      },
      en: {
        title: 'A family home in Perth runs on solar after dark',
        location: 'Perth, Australia',
        summary:
          'A three-phase hybrid system and a 19.96 kWh battery box carry the household through the evening.',
        body: "The family's rooftop array fills a four-module **19.96 kWh** battery box stack by early afternoon.\n\n- In the evening the three-phase hybrid system covers cooking, air conditioning and the pool pump\n- 110% unbalanced output handles heavy single-phase loads with ease\n- The owners run self-power mode and follow their usage in the ECOS app\n\nThe household buys almost no power after sunset, and summer bills have dropped sharply.",
      },
      de: {
        title: 'Ein Einfamilienhaus in Perth nutzt Solarstrom auch nach Sonnenuntergang',
        location: 'Perth, Australien',
        summary:
          'Ein dreiphasiges Hybridsystem und eine 19,96-kWh-Batteriebox versorgen den Haushalt durch den Abend.',
        body: 'Die Dachanlage der Familie lädt den Stapel aus vier Modulen mit **19,96 kWh** bis zum frühen Nachmittag.\n\n- Abends versorgt das dreiphasige Hybridsystem Küche, Klimaanlage und Poolpumpe\n- 110 % Schieflastfähigkeit bewältigt große einphasige Verbraucher problemlos\n- Die Familie nutzt den Eigenverbrauchsmodus und verfolgt ihren Verbrauch in der ECOS-App\n\nNach Sonnenuntergang kauft der Haushalt kaum noch Strom zu, die Sommerrechnungen sind deutlich gesunken.',
      },
      it: {
        title: 'Una casa a Perth va a energia solare anche dopo il tramonto',
        location: 'Perth, Australia',
        summary:
          'Un sistema ibrido trifase e un battery box da 19,96 kWh coprono i consumi serali della famiglia.',
        body: "L'impianto sul tetto carica entro il primo pomeriggio la pila di quattro moduli da **19,96 kWh**.\n\n- La sera il sistema ibrido trifase alimenta cucina, climatizzatore e pompa della piscina\n- L'uscita sbilanciata al 110% gestisce senza problemi i grandi carichi monofase\n- La famiglia usa la modalità autoconsumo e segue i consumi nell'app ECOS\n\nDopo il tramonto la casa non acquista quasi più energia dalla rete e le bollette estive sono calate nettamente.",
      },
      nl: {
        title: 'Een gezinswoning in Perth draait ook na zonsondergang op zonne-energie',
        location: 'Perth, Australië',
        summary:
          "Een driefasig hybride systeem en een batterijbox van 19,96 kWh voorzien het huishouden 's avonds van stroom.",
        body: "De zonnepanelen op het dak laden de stapel van vier modules met **19,96 kWh** vroeg in de middag vol.\n\n- 's Avonds voedt het driefasige hybride systeem het koken, de airco en de zwembadpomp\n- Dankzij 110% onbalansvermogen zijn zware enkelfasige verbruikers geen probleem\n- Het gezin gebruikt de modus eigen verbruik en volgt het verbruik in de ECOS-app\n\nNa zonsondergang koopt het huishouden bijna geen stroom meer in en de zomerrekeningen zijn flink gedaald.",
      },
      fr: {
        title: "À Perth, une maison familiale vit à l'énergie solaire après la tombée de la nuit",
        location: 'Perth, Australie',
        summary:
          'Un système hybride triphasé et une batterie de 19,96 kWh couvrent les besoins du foyer en soirée.',
        body: "Les panneaux en toiture remplissent dès le début de l'après-midi la pile de quatre modules de **19,96 kWh**.\n\n- Le soir, le système hybride triphasé alimente la cuisine, la climatisation et la pompe de piscine\n- La sortie déséquilibrée à 110 % absorbe sans difficulté les fortes charges monophasées\n- La famille utilise le mode autoconsommation et suit sa consommation dans l'application ECOS\n\nLe foyer n'achète presque plus d'électricité après le coucher du soleil et les factures d'été ont nettement baissé.",
      },
    },
  ),
  ...perLanguage(
    { id: 4, category: caseCategories.utility, coverUrl: cover(4) },
    {
      cn: {
        title: '南澳大利亚 Riverland 40 MWh 光伏配储电站',
        location: '澳大利亚南澳大利亚州 Riverland',
        summary: '40 MWh 储能将光伏电站的午间低价电量转移到晚间，并参与频率控制辅助服务市场。',
        body: '南澳大利亚午间光伏出力过剩，电价常常为负。电站配置 **40 MWh** 磷酸铁锂储能，把这部分电量留到晚间高价时段。\n\n- Pangu OS 自动参与国家电力市场报价和频率控制辅助服务（FCAS）\n- 储能变流器效率高达 99%，减少每个循环的损耗\n- IP55 集装箱适应内陆夏季 45 °C 以上的高温\n\n电站同时为当地电网提供了宝贵的晚间调峰能力。',
      },
      au: {
        title: '40 MWh solar-shifting plant in the Riverland',
        location: 'Riverland, SA',
        summary:
          '40 MWh of storage moves cheap midday solar into the evening and earns revenue in the FCAS markets.',
        body: "South Australia's midday solar surplus often pushes wholesale prices below zero. This plant stores that energy in **40 MWh** of LFP storage and sells it into the evening peak.\n\n- Pangu OS bids automatically into the National Electricity Market and the frequency control ancillary services (FCAS) markets\n- Power conversion at up to 99% efficiency keeps losses low on every cycle\n- IP55 containers handle Riverland summers well above 45 °C\n\nThe plant also gives the local network valuable evening peaking capacity.",
      },
      en: {
        title: '40 MWh solar-shifting plant in the Riverland',
        location: 'Riverland, South Australia',
        summary:
          '40 MWh of storage moves cheap midday solar into the evening and earns revenue in the frequency markets.',
        body: "South Australia's midday solar surplus often pushes wholesale prices below zero. This plant stores that energy in **40 MWh** of LFP storage and sells it into the evening peak.\n\n- Pangu OS bids automatically into the wholesale market and the frequency control ancillary services (FCAS) markets\n- Power conversion at up to 99% efficiency keeps losses low on every cycle\n- IP55 containers handle inland summers well above 113 °F (45 °C)\n\nThe plant also gives the local grid valuable evening peaking capacity.",
      },
      de: {
        title: '40-MWh-Solarspeicher im Riverland',
        location: 'Riverland, Südaustralien',
        summary:
          '40 MWh Speicher verschieben günstigen Mittagssolarstrom in den Abend und erzielen Erlöse am Regelenergiemarkt.',
        body: 'In Südaustralien drückt der mittägliche Solarüberschuss die Großhandelspreise oft unter null. Die Anlage speichert diese Energie in **40 MWh** LFP-Speicher und verkauft sie in der Abendspitze.\n\n- Pangu OS bietet automatisch am Großhandelsmarkt und an den Märkten für Frequenzregelung (FCAS) an\n- Leistungswandler mit bis zu 99 % Wirkungsgrad halten die Verluste je Zyklus gering\n- Container in Schutzart IP55 verkraften Sommer mit deutlich über 45 °C\n\nZugleich stellt die Anlage dem örtlichen Netz wertvolle Spitzenlastkapazität am Abend bereit.',
      },
      it: {
        title: 'Impianto di accumulo solare da 40 MWh nel Riverland',
        location: 'Riverland, Australia Meridionale',
        summary:
          "40 MWh di accumulo spostano alla sera l'energia solare a basso costo di mezzogiorno e generano ricavi sui mercati della frequenza.",
        body: "In Australia Meridionale l'eccesso di produzione solare a mezzogiorno spinge spesso i prezzi all'ingrosso sotto lo zero. L'impianto accumula questa energia in **40 MWh** di batterie LFP e la vende nel picco serale.\n\n- Pangu OS presenta offerte automatiche sul mercato all'ingrosso e sui mercati dei servizi di regolazione della frequenza (FCAS)\n- La conversione con efficienza fino al 99% limita le perdite a ogni ciclo\n- I container IP55 sopportano estati ben oltre i 45 °C\n\nL'impianto offre inoltre alla rete locale una preziosa capacità di punta serale.",
      },
      nl: {
        title: 'Zonne-opslagcentrale van 40 MWh in de Riverland',
        location: 'Riverland, Zuid-Australië',
        summary:
          'Met 40 MWh opslag gaat goedkope middagzonnestroom naar de avond en verdient de centrale op de frequentiemarkten.',
        body: 'In Zuid-Australië duwt het zonne-overschot rond het middaguur de groothandelsprijzen vaak onder nul. Deze centrale slaat die energie op in **40 MWh** LFP-opslag en verkoopt haar in de avondpiek.\n\n- Pangu OS biedt automatisch in op de groothandelsmarkt en op de markten voor frequentieregeling (FCAS)\n- Omvormers met een rendement tot 99% beperken de verliezen per cyclus\n- IP55-containers doorstaan zomers van ruim boven 45 °C\n\nDaarnaast levert de centrale het lokale net waardevolle piekcapaciteit in de avond.',
      },
      fr: {
        title: 'Centrale de stockage solaire de 40 MWh dans le Riverland',
        location: 'Riverland, Australie-Méridionale',
        summary:
          "40 MWh de stockage reportent l'énergie solaire bon marché de midi vers le soir et génèrent des revenus sur les marchés de fréquence.",
        body: "En Australie-Méridionale, le surplus solaire de midi fait souvent passer les prix de gros sous zéro. Cette centrale stocke cette énergie dans **40 MWh** de batteries LFP et la revend pendant la pointe du soir.\n\n- Pangu OS enchérit automatiquement sur le marché de gros et sur les marchés de réglage de fréquence (FCAS)\n- Une conversion au rendement allant jusqu'à 99 % limite les pertes à chaque cycle\n- Les conteneurs IP55 supportent des étés bien au-delà de 45 °C\n\nLa centrale apporte en outre au réseau local une précieuse capacité de pointe en soirée.",
      },
    },
  ),
  ...perLanguage(
    { id: 5, category: caseCategories.commercial, coverUrl: cover(5) },
    {
      cn: {
        title: '里昂附近高速公路服务区的快充站缓冲储能',
        location: '法国里昂附近',
        summary:
          '750 kWh 储能为受限的 250 kW 电网接入补充 375 kW 功率，无需扩容即可开通八个快充桩。',
        body: '服务区的电网接入只有 **250 kW**，不足以支撑新建的快充站。与其等待昂贵的扩容，运营方选择了储能。\n\n- 6 台 62.5 kW 储能变流器并联，额外提供 375 kW 功率\n- **750 kWh** 储能在客流低谷时充电，在节假日高峰时为快充桩供电\n- 消防系统 15 秒内启动，IP65 柜体适合户外停车场\n\n站点高峰时可输出最高 625 kW，八个快充桩得以同时运行。',
      },
      au: {
        title: 'A buffer battery for a motorway fast-charging hub near Lyon',
        location: 'Near Lyon, France',
        summary:
          '750 kWh of storage adds 375 kW to a 250 kW grid connection, so eight fast chargers open without a grid upgrade.',
        body: 'The service area had only **250 kW** of grid connection, far too little for a new fast-charging hub. Instead of waiting for a costly upgrade, the operator chose storage.\n\n- Six 62.5 kW power conversion units in parallel add 375 kW of power\n- **750 kWh** of storage charges during quiet hours and feeds the chargers during holiday peaks\n- Fire suppression acts within 15 seconds, and the IP65 cabinets suit an open car park\n\nAt peak the site can now deliver up to 625 kW, enough to run eight fast chargers at once.',
      },
      en: {
        title: 'A buffer battery for a highway fast-charging hub near Lyon',
        location: 'Near Lyon, France',
        summary:
          '750 kWh of storage adds 375 kW to a 250 kW grid connection, so eight fast chargers open without a grid upgrade.',
        body: 'The service area had only **250 kW** of grid connection, far too little for a new fast-charging hub. Instead of waiting for a costly upgrade, the operator chose storage.\n\n- Six 62.5 kW power conversion units in parallel add 375 kW of power\n- **750 kWh** of storage charges during quiet hours and feeds the chargers during holiday peaks\n- Fire suppression acts within 15 seconds, and the IP65 cabinets suit an open parking lot\n\nAt peak the site can now deliver up to 625 kW, enough to run eight fast chargers at once.',
      },
      de: {
        title: 'Pufferspeicher für einen Schnellladepark an der Autobahn bei Lyon',
        location: 'Bei Lyon, Frankreich',
        summary:
          '750 kWh Speicher ergänzen einen 250-kW-Netzanschluss um 375 kW – acht Schnellladepunkte ohne Netzausbau.',
        body: 'Die Raststätte verfügte nur über **250 kW** Netzanschluss, viel zu wenig für einen neuen Schnellladepark. Statt auf einen teuren Ausbau zu warten, entschied sich der Betreiber für einen Speicher.\n\n- Sechs 62,5-kW-Leistungswandler parallel liefern zusätzlich 375 kW\n- **750 kWh** Speicher laden in ruhigen Stunden und versorgen die Ladesäulen in den Ferienspitzen\n- Die Brandunterdrückung greift innerhalb von 15 Sekunden, die IP65-Schränke eignen sich für den offenen Parkplatz\n\nIn Spitzenzeiten stellt der Standort nun bis zu 625 kW bereit – genug für acht gleichzeitig ladende Fahrzeuge.',
      },
      it: {
        title: 'Batteria tampone per un hub di ricarica rapida autostradale vicino a Lione',
        location: 'Nei pressi di Lione, Francia',
        summary:
          '750 kWh di accumulo aggiungono 375 kW a una connessione di rete da 250 kW: otto colonnine rapide senza potenziare la rete.',
        body: "L'area di servizio disponeva di soli **250 kW** di connessione alla rete, troppo pochi per un nuovo hub di ricarica rapida. Invece di attendere un costoso potenziamento, il gestore ha scelto l'accumulo.\n\n- Sei convertitori da 62,5 kW in parallelo aggiungono 375 kW di potenza\n- **750 kWh** di accumulo si caricano nelle ore tranquille e alimentano le colonnine nei picchi delle vacanze\n- Il sistema antincendio interviene entro 15 secondi e gli armadi IP65 sono adatti a un parcheggio all'aperto\n\nNei momenti di punta il sito eroga ora fino a 625 kW, abbastanza per otto ricariche rapide contemporanee.",
      },
      nl: {
        title: 'Bufferbatterij voor een snellaadplein langs de snelweg bij Lyon',
        location: 'Bij Lyon, Frankrijk',
        summary:
          '750 kWh opslag vult een netaansluiting van 250 kW aan met 375 kW: acht snelladers zonder netverzwaring.',
        body: 'Het servicestation had slechts **250 kW** netaansluiting, veel te weinig voor een nieuw snellaadplein. In plaats van te wachten op een dure verzwaring koos de exploitant voor opslag.\n\n- Zes omvormers van 62,5 kW parallel leveren 375 kW extra vermogen\n- **750 kWh** opslag laadt op rustige uren en voedt de laders tijdens vakantiepieken\n- De brandblusinstallatie grijpt binnen 15 seconden in en de IP65-kasten zijn geschikt voor een open parkeerterrein\n\nOp piekmomenten levert de locatie nu tot 625 kW, genoeg om acht snelladers tegelijk te laten werken.',
      },
      fr: {
        title:
          "Une batterie tampon pour une station de recharge rapide sur l'autoroute près de Lyon",
        location: 'Près de Lyon, France',
        summary:
          '750 kWh de stockage ajoutent 375 kW à un raccordement de 250 kW : huit bornes rapides sans renforcement du réseau.',
        body: "L'aire de service ne disposait que de **250 kW** de raccordement, bien trop peu pour une nouvelle station de recharge rapide. Plutôt que d'attendre un renforcement coûteux, l'exploitant a choisi le stockage.\n\n- Six convertisseurs de 62,5 kW en parallèle apportent 375 kW supplémentaires\n- **750 kWh** de stockage se chargent aux heures creuses et alimentent les bornes lors des pointes de vacances\n- L'extinction incendie agit en moins de 15 secondes et les armoires IP65 conviennent à un parking en plein air\n\nEn pointe, le site délivre désormais jusqu'à 625 kW, de quoi faire fonctionner huit bornes rapides en même temps.",
      },
    },
  ),
  ...perLanguage(
    { id: 6, category: caseCategories.residential, coverUrl: cover(6) },
    {
      cn: {
        title: '阿尔高山区农舍在严冬中保持供电',
        location: '德国巴伐利亚州阿尔高',
        summary: '10 kW 混合储能系统和 14.97 kWh 电池箱，在 -20 °C 和停电时依然为农舍供电。',
        body: '这座山区农舍冬季气温常降到 -20 °C，冬季风暴时偶有停电。\n\n- **14.97 kWh** 电池箱（三个模块）在 -20 °C 下仍可满功率输出\n- 停电时系统在 10 ms 内切换到备用电源，热泵和冷藏设备不会中断\n- 运行噪音低于 25 dB，安装在走廊里也几乎听不见\n\n由认证安装商安装，享受 10 年质保。',
      },
      au: {
        title: 'A farmhouse in the Allgäu keeps the power on through winter',
        location: 'Allgäu, Bavaria, Germany',
        summary:
          'A 10 kW hybrid system and a 14.97 kWh battery box keep the farmhouse running at -20 °C and during outages.',
        body: 'Winter nights at this mountain farmhouse regularly drop to -20 °C, and storms sometimes cut the grid.\n\n- The three-module **14.97 kWh** battery box delivers full power even at -20 °C\n- In an outage, the system switches to backup in under 10 ms, so the heat pump and cool room keep running\n- At under 25 dB it is barely audible in the hallway where it is mounted\n\nInstalled by a certified installer, the system carries the 10-year warranty.',
      },
      en: {
        title: 'A farmhouse in the Allgäu keeps the power on through winter',
        location: 'Allgäu, Bavaria, Germany',
        summary:
          'A 10 kW hybrid system and a 14.97 kWh battery box keep the farmhouse running at -20 °C and during outages.',
        body: 'Winter nights at this mountain farmhouse regularly drop to -20 °C (-4 °F), and storms sometimes cut the grid.\n\n- The three-module **14.97 kWh** battery box delivers full power even at -20 °C\n- In an outage, the system switches to backup in under 10 ms, so the heat pump and cold storage keep running\n- At under 25 dB it is barely audible in the hallway where it is mounted\n\nInstalled by a certified installer, the system carries the 10-year warranty.',
      },
      de: {
        title: 'Ein Bauernhaus im Allgäu bleibt den ganzen Winter versorgt',
        location: 'Allgäu, Bayern, Deutschland',
        summary:
          'Ein 10-kW-Hybridsystem und eine 14,97-kWh-Batteriebox versorgen das Bauernhaus bei -20 °C und bei Stromausfall.',
        body: 'In den Winternächten fällt die Temperatur auf diesem Berghof regelmäßig auf -20 °C, und Stürme unterbrechen zuweilen das Netz.\n\n- Die **14,97-kWh**-Batteriebox aus drei Modulen liefert auch bei -20 °C volle Leistung\n- Bei Stromausfall schaltet das System in unter 10 ms auf Notstrom um – Wärmepumpe und Kühlraum laufen weiter\n- Mit unter 25 dB ist es im Flur, wo es montiert ist, kaum zu hören\n\nDas System wurde von einem zertifizierten Installateur montiert und hat 10 Jahre Garantie.',
      },
      it: {
        title: "Una fattoria nell'Allgäu resta alimentata per tutto l'inverno",
        location: 'Allgäu, Baviera, Germania',
        summary:
          'Un sistema ibrido da 10 kW e un battery box da 14,97 kWh alimentano la fattoria a -20 °C e durante i blackout.',
        body: "Nelle notti d'inverno la temperatura di questa fattoria di montagna scende spesso a -20 °C e le tempeste a volte interrompono la rete.\n\n- Il battery box da **14,97 kWh** a tre moduli eroga piena potenza anche a -20 °C\n- In caso di blackout il sistema passa al backup in meno di 10 ms: pompa di calore e cella frigorifera continuano a funzionare\n- Con meno di 25 dB è appena percettibile nel corridoio dove è installato\n\nInstallato da un installatore certificato, il sistema gode della garanzia di 10 anni.",
      },
      nl: {
        title: 'Een boerderij in de Allgäu houdt de hele winter stroom',
        location: 'Allgäu, Beieren, Duitsland',
        summary:
          'Een hybride systeem van 10 kW en een batterijbox van 14,97 kWh houden de boerderij draaiende bij -20 °C en tijdens stroomuitval.',
        body: 'Op deze boerderij in de bergen daalt de temperatuur in winternachten regelmatig tot -20 °C, en stormen leggen soms het net plat.\n\n- De batterijbox van **14,97 kWh** met drie modules levert ook bij -20 °C volledig vermogen\n- Bij stroomuitval schakelt het systeem binnen 10 ms over op noodstroom, zodat warmtepomp en koelcel blijven draaien\n- Met minder dan 25 dB is het in de gang waar het hangt nauwelijks te horen\n\nHet systeem is geplaatst door een gecertificeerde installateur en heeft 10 jaar garantie.',
      },
      fr: {
        title: "Une ferme de l'Allgäu reste alimentée tout l'hiver",
        location: 'Allgäu, Bavière, Allemagne',
        summary:
          'Un système hybride de 10 kW et une batterie de 14,97 kWh alimentent la ferme à -20 °C et pendant les coupures.',
        body: "Les nuits d'hiver, la température descend régulièrement à -20 °C dans cette ferme de montagne, et les tempêtes coupent parfois le réseau.\n\n- La batterie de **14,97 kWh** à trois modules délivre toute sa puissance même à -20 °C\n- En cas de coupure, le système bascule en secours en moins de 10 ms : la pompe à chaleur et la chambre froide continuent de fonctionner\n- À moins de 25 dB, on l'entend à peine dans le couloir où il est installé\n\nPosé par un installateur certifié, le système bénéficie de la garantie de 10 ans.",
      },
    },
  ),
  ...perLanguage(
    { id: 7, category: caseCategories.utility, coverUrl: cover(7) },
    {
      cn: {
        title: '勃兰登堡风电场 24 MWh 调频储能',
        location: '德国勃兰登堡州',
        summary: '与风电场共址建设的 24 MWh 储能提供一次调频备用，并减少风电弃电。',
        body: '储能电站建在风电场的变电站旁，共用电网接入点。\n\n- **24 MWh** 磷酸铁锂储能参与一次调频（FCR）市场，秒级响应频率偏差\n- 电网拥堵时储存原本会被弃掉的风电，稍后再送出\n- Pangu OS 统一调度风机和储能，运维人员可远程监控\n\n集装箱防护等级 IP55，消防系统 15 秒内启动，满足当地许可要求。',
      },
      au: {
        title: '24 MWh frequency-response storage at a wind farm in Brandenburg',
        location: 'Brandenburg, Germany',
        summary:
          '24 MWh co-located with a wind farm provides frequency containment reserve and cuts wind curtailment.',
        body: "The storage plant sits next to the wind farm's substation and shares its grid connection.\n\n- **24 MWh** of LFP storage bids into the frequency containment reserve (FCR) market and responds to frequency deviations within seconds\n- When the network is congested, it stores wind energy that would otherwise be curtailed and exports it later\n- Pangu OS coordinates turbines and storage, and operators monitor the site remotely\n\nIP55 containers and fire suppression that acts within 15 seconds met the local permitting requirements.",
      },
      en: {
        title: '24 MWh frequency-response storage at a wind farm in Brandenburg',
        location: 'Brandenburg, Germany',
        summary:
          '24 MWh co-located with a wind farm provides frequency containment reserve and cuts wind curtailment.',
        body: "The storage plant sits next to the wind farm's substation and shares its grid connection.\n\n- **24 MWh** of LFP storage bids into the frequency containment reserve (FCR) market and responds to frequency deviations within seconds\n- When the grid is congested, it stores wind energy that would otherwise be curtailed and exports it later\n- Pangu OS coordinates turbines and storage, and operators monitor the site remotely\n\nIP55 containers and fire suppression that acts within 15 seconds met the local permitting requirements.",
      },
      de: {
        title: '24-MWh-Regelenergiespeicher an einem Windpark in Brandenburg',
        location: 'Brandenburg, Deutschland',
        summary:
          '24 MWh am Windpark erbringen Primärregelleistung und verringern die Abregelung von Windstrom.',
        body: 'Der Speicher steht neben dem Umspannwerk des Windparks und nutzt denselben Netzanschluss.\n\n- **24 MWh** LFP-Speicher werden am Markt für Primärregelleistung (FCR) vermarktet und reagieren in Sekunden auf Frequenzabweichungen\n- Bei Netzengpässen speichert die Anlage Windstrom, der sonst abgeregelt würde, und speist ihn später ein\n- Pangu OS koordiniert Windenergieanlagen und Speicher, der Betrieb wird aus der Ferne überwacht\n\nContainer in Schutzart IP55 und eine Brandunterdrückung innerhalb von 15 Sekunden erfüllten die Genehmigungsauflagen vor Ort.',
      },
      it: {
        title:
          'Accumulo da 24 MWh per la regolazione di frequenza in un parco eolico nel Brandeburgo',
        location: 'Brandeburgo, Germania',
        summary:
          '24 MWh affiancati a un parco eolico forniscono riserva di regolazione primaria e riducono i tagli della produzione eolica.',
        body: "L'impianto di accumulo sorge accanto alla sottostazione del parco eolico e ne condivide la connessione alla rete.\n\n- **24 MWh** di accumulo LFP partecipano al mercato della riserva di contenimento della frequenza (FCR) e rispondono in pochi secondi alle deviazioni\n- Quando la rete è congestionata, l'impianto accumula l'energia eolica che altrimenti andrebbe tagliata e la immette più tardi\n- Pangu OS coordina turbine e accumulo, e gli operatori monitorano il sito da remoto\n\nI container IP55 e il sistema antincendio che interviene entro 15 secondi hanno soddisfatto i requisiti autorizzativi locali.",
      },
      nl: {
        title: 'Frequentieopslag van 24 MWh bij een windpark in Brandenburg',
        location: 'Brandenburg, Duitsland',
        summary:
          '24 MWh naast een windpark levert frequentiebehoudreserve en beperkt het afschakelen van windstroom.',
        body: 'De opslagcentrale staat naast het onderstation van het windpark en deelt de netaansluiting.\n\n- **24 MWh** LFP-opslag biedt in op de markt voor frequentiebehoudreserve (FCR) en reageert binnen seconden op frequentieafwijkingen\n- Bij netcongestie slaat de centrale windstroom op die anders zou worden afgeschakeld en levert die later\n- Pangu OS stemt windturbines en opslag op elkaar af, en operators bewaken de locatie op afstand\n\nIP55-containers en brandblussing die binnen 15 seconden ingrijpt voldeden aan de lokale vergunningseisen.',
      },
      fr: {
        title: 'Stockage de 24 MWh pour le réglage de fréquence sur un parc éolien du Brandebourg',
        location: 'Brandebourg, Allemagne',
        summary:
          "24 MWh installés sur un parc éolien fournissent la réserve de stabilisation de la fréquence et réduisent l'écrêtement éolien.",
        body: "La centrale de stockage jouxte le poste du parc éolien et partage son raccordement au réseau.\n\n- **24 MWh** de stockage LFP participent au marché de la réserve de stabilisation de la fréquence (FCR) et répondent en quelques secondes aux écarts\n- En cas de congestion du réseau, la centrale stocke l'énergie éolienne qui serait sinon écrêtée et l'injecte plus tard\n- Pangu OS coordonne éoliennes et stockage, et les exploitants supervisent le site à distance\n\nDes conteneurs IP55 et une extinction incendie en moins de 15 secondes ont répondu aux exigences locales d'autorisation.",
      },
    },
  ),
  ...perLanguage(
    { id: 8, category: caseCategories.commercial, coverUrl: cover(8) },
    {
      cn: {
        title: '艾米利亚-罗马涅奶酪工坊的光伏储能',
        location: '意大利艾米利亚-罗马涅',
        summary: '480 kWh 储能把 400 kWp 屋顶光伏的午间余电留给清晨的加工和冷藏。',
        body: '奶酪工坊每天清晨开始加热牛奶，此时光伏尚未发电；午间的光伏余电过去只能低价上网。\n\n- 4 台 60 kW 储能变流器并联，配置 **480 kWh** 储能\n- 午间储存光伏余电，次日清晨为加热和冷藏设备供电\n- 停电时 10 ms 内切换，熟成库的温湿度控制不受影响\n\n光伏自用率大幅提高，工坊从电网购电的费用明显下降。',
      },
      au: {
        title: 'Solar storage for a cheese dairy in Emilia-Romagna',
        location: 'Emilia-Romagna, Italy',
        summary:
          "480 kWh of storage keeps a 400 kWp rooftop array's midday surplus for early-morning processing and refrigeration.",
        body: "The dairy starts heating milk at dawn, before the solar array produces anything, while its midday surplus used to be exported for very little.\n\n- Four 60 kW power conversion units in parallel with **480 kWh** of storage\n- The midday solar surplus is stored and powers heating and refrigeration the next morning\n- In an outage the system switches over in under 10 ms, so climate control in the ageing rooms never stops\n\nSelf-consumption of solar energy has risen sharply, and the dairy's grid power bill has fallen markedly.",
      },
      en: {
        title: 'Solar storage for a cheese dairy in Emilia-Romagna',
        location: 'Emilia-Romagna, Italy',
        summary:
          "480 kWh of storage keeps a 400 kWp rooftop array's midday surplus for early-morning processing and refrigeration.",
        body: "The dairy starts heating milk at dawn, before the solar array produces anything, while its midday surplus used to be exported for very little.\n\n- Four 60 kW power conversion units in parallel with **480 kWh** of storage\n- The midday solar surplus is stored and powers heating and refrigeration the next morning\n- In an outage the system switches over in under 10 ms, so climate control in the aging rooms never stops\n\nSelf-consumption of solar energy has risen sharply, and the dairy's grid power bill has fallen markedly.",
      },
      de: {
        title: 'Solarspeicher für eine Käserei in der Emilia-Romagna',
        location: 'Emilia-Romagna, Italien',
        summary:
          'Ein 480-kWh-Speicher hebt den Mittagsüberschuss einer 400-kWp-Dachanlage für Verarbeitung und Kühlung am frühen Morgen auf.',
        body: 'Die Käserei erhitzt die Milch im Morgengrauen, bevor die Solaranlage Strom liefert; der Überschuss am Mittag wurde bisher für wenig Geld eingespeist.\n\n- Vier 60-kW-Leistungswandler parallel mit **480 kWh** Speicher\n- Der Solarüberschuss vom Mittag versorgt am nächsten Morgen Erhitzung und Kühlung\n- Bei Stromausfall schaltet das System in unter 10 ms um – die Klimatisierung der Reifekeller läuft ohne Unterbrechung\n\nDer Eigenverbrauch des Solarstroms ist stark gestiegen, die Stromrechnung der Käserei deutlich gesunken.',
      },
      it: {
        title: 'Accumulo solare per un caseificio in Emilia-Romagna',
        location: 'Emilia-Romagna, Italia',
        summary:
          'Un accumulo da 480 kWh conserva il surplus di mezzogiorno di un impianto da 400 kWp per la lavorazione e la refrigerazione del primo mattino.',
        body: "Il caseificio inizia a scaldare il latte all'alba, prima che l'impianto fotovoltaico produca; il surplus di mezzogiorno veniva invece ceduto alla rete a un prezzo molto basso.\n\n- Quattro convertitori da 60 kW in parallelo con **480 kWh** di accumulo\n- Il surplus solare di mezzogiorno alimenta la mattina dopo riscaldamento e refrigerazione\n- In caso di blackout il sistema commuta in meno di 10 ms: la climatizzazione dei locali di stagionatura non si ferma mai\n\nL'autoconsumo di energia solare è cresciuto nettamente e la bolletta elettrica del caseificio è calata in modo evidente.",
      },
      nl: {
        title: 'Zonne-opslag voor een kaasmakerij in Emilia-Romagna',
        location: 'Emilia-Romagna, Italië',
        summary:
          'Een opslag van 480 kWh bewaart het middagoverschot van een dakinstallatie van 400 kWp voor verwerking en koeling in de vroege ochtend.',
        body: 'De kaasmakerij verwarmt de melk bij dageraad, voordat de zonnepanelen iets opwekken; het overschot rond het middaguur werd vroeger voor weinig geld teruggeleverd.\n\n- Vier omvormers van 60 kW parallel met **480 kWh** opslag\n- Het zonne-overschot van de middag voedt de volgende ochtend verwarming en koeling\n- Bij stroomuitval schakelt het systeem binnen 10 ms om, zodat de klimaatregeling van de rijpingsruimtes nooit stopt\n\nHet eigen verbruik van zonnestroom is sterk gestegen en de stroomrekening van de kaasmakerij is flink gedaald.',
      },
      fr: {
        title: 'Stockage solaire pour une fromagerie en Émilie-Romagne',
        location: 'Émilie-Romagne, Italie',
        summary:
          "Un stockage de 480 kWh garde le surplus de midi d'une toiture solaire de 400 kWc pour la fabrication et la réfrigération du petit matin.",
        body: "La fromagerie commence à chauffer le lait à l'aube, avant que les panneaux ne produisent ; son surplus de midi était jusqu'ici revendu à très bas prix.\n\n- Quatre convertisseurs de 60 kW en parallèle avec **480 kWh** de stockage\n- Le surplus solaire de midi alimente le lendemain matin le chauffage et la réfrigération\n- En cas de coupure, le système bascule en moins de 10 ms : la climatisation des caves d'affinage ne s'arrête jamais\n\nL'autoconsommation solaire a fortement augmenté et la facture d'électricité de la fromagerie a nettement baissé.",
      },
    },
  ),
  ...perLanguage(
    { id: 9, category: caseCategories.residential, coverUrl: cover(9) },
    {
      cn: {
        title: '乌得勒支联排住宅加入虚拟电厂',
        location: '荷兰乌得勒支',
        summary:
          '5 kW 混合储能系统和 9.98 kWh 电池为净计量政策结束做好准备，并通过虚拟电厂获得收益。',
        body: '荷兰的净计量政策将于 2027 年结束，这户人家提前为屋顶光伏配置了储能。\n\n- **9.98 kWh** 电池箱（两个模块）储存午间光伏，用于晚间做饭和给电动车充电\n- 在 ECOS 应用中开启虚拟电厂模式，电网紧张时由聚合商调用，户主获得补偿\n- 模块化设计，日后可扩展到 29.94 kWh\n\n整套系统 15 分钟完成电池堆叠，半天即安装完毕。',
      },
      au: {
        title: 'A terraced house in Utrecht joins a virtual power plant',
        location: 'Utrecht, Netherlands',
        summary:
          'A 5 kW hybrid system and a 9.98 kWh battery get ready for the end of net metering and earn money in a virtual power plant.',
        body: 'Dutch net metering ends in 2027, so this household added storage to its rooftop solar early.\n\n- The two-module **9.98 kWh** battery box stores midday solar for evening cooking and EV charging\n- In the ECOS app the owners switched on virtual power plant mode: an aggregator draws on the battery when the grid is under strain, and the household is paid for it\n- The modular design can grow to 29.94 kWh later\n\nThe battery stack went up in 15 minutes and the whole installation took half a day.',
      },
      en: {
        title: 'A row house in Utrecht joins a virtual power plant',
        location: 'Utrecht, Netherlands',
        summary:
          'A 5 kW hybrid system and a 9.98 kWh battery get ready for the end of net metering and earn money in a virtual power plant.',
        body: 'Dutch net metering ends in 2027, so this household added storage to its rooftop solar early.\n\n- The two-module **9.98 kWh** battery box stores midday solar for evening cooking and EV charging\n- In the ECOS app the owners switched on virtual power plant mode: an aggregator draws on the battery when the grid is under strain, and the household is paid for it\n- The modular design can grow to 29.94 kWh later\n\nThe battery stack went up in 15 minutes and the whole installation took half a day.',
      },
      de: {
        title: 'Ein Reihenhaus in Utrecht wird Teil eines virtuellen Kraftwerks',
        location: 'Utrecht, Niederlande',
        summary:
          'Ein 5-kW-Hybridsystem und eine 9,98-kWh-Batterie bereiten auf das Ende der Saldierung vor und verdienen im virtuellen Kraftwerk mit.',
        body: 'Die niederländische Saldierungsregelung endet 2027 – dieser Haushalt hat seine Solaranlage deshalb frühzeitig um einen Speicher ergänzt.\n\n- Die **9,98-kWh**-Batteriebox aus zwei Modulen speichert Mittagssolarstrom für Kochen und E-Auto-Laden am Abend\n- In der ECOS-App ist der Modus virtuelles Kraftwerk aktiv: Ein Aggregator nutzt die Batterie bei Netzengpässen, der Haushalt wird dafür vergütet\n- Dank modularem Aufbau lässt sich später auf 29,94 kWh erweitern\n\nDer Batteriestapel war in 15 Minuten montiert, die gesamte Installation dauerte einen halben Tag.',
      },
      it: {
        title: 'Una casa a schiera a Utrecht entra in una centrale elettrica virtuale',
        location: 'Utrecht, Paesi Bassi',
        summary:
          'Un sistema ibrido da 5 kW e una batteria da 9,98 kWh si preparano alla fine dello scambio sul posto e generano ricavi in una centrale virtuale.',
        body: "Lo scambio sul posto olandese termina nel 2027, così questa famiglia ha aggiunto per tempo un accumulo al proprio impianto solare.\n\n- Il battery box da **9,98 kWh** a due moduli conserva l'energia solare di mezzogiorno per cucinare e ricaricare l'auto elettrica la sera\n- Nell'app ECOS è attiva la modalità centrale elettrica virtuale: un aggregatore usa la batteria quando la rete è sotto pressione e la famiglia viene remunerata\n- Il design modulare permette di arrivare in seguito a 29,94 kWh\n\nLa pila di batterie è stata montata in 15 minuti e l'intera installazione ha richiesto mezza giornata.",
      },
      nl: {
        title: 'Een rijtjeshuis in Utrecht doet mee aan een virtuele energiecentrale',
        location: 'Utrecht, Nederland',
        summary:
          'Een hybride systeem van 5 kW en een batterij van 9,98 kWh zijn klaar voor het einde van de saldering en verdienen mee in een virtuele energiecentrale.',
        body: "De salderingsregeling stopt in 2027, dus dit huishouden voegde al vroeg opslag toe aan de zonnepanelen.\n\n- De batterijbox van **9,98 kWh** met twee modules slaat middagzonnestroom op voor koken en het laden van de elektrische auto 's avonds\n- In de ECOS-app staat de modus virtuele energiecentrale aan: een aggregator zet de batterij in als het net onder druk staat, en het huishouden krijgt daarvoor een vergoeding\n- Dankzij het modulaire ontwerp kan het systeem later groeien tot 29,94 kWh\n\nDe batterijstapel stond er in 15 minuten en de hele installatie duurde een halve dag.",
      },
      fr: {
        title: 'Une maison mitoyenne d’Utrecht rejoint une centrale électrique virtuelle',
        location: 'Utrecht, Pays-Bas',
        summary:
          'Un système hybride de 5 kW et une batterie de 9,98 kWh préparent la fin du comptage net et rapportent de l’argent dans une centrale virtuelle.',
        body: "Le comptage net néerlandais prend fin en 2027 : ce foyer a donc ajouté tôt un stockage à ses panneaux solaires.\n\n- La batterie de **9,98 kWh** à deux modules stocke l'énergie solaire de midi pour la cuisine et la recharge de la voiture électrique le soir\n- Dans l'application ECOS, le mode centrale électrique virtuelle est activé : un agrégateur sollicite la batterie quand le réseau est sous tension, et le foyer est rémunéré\n- Grâce à la conception modulaire, le système pourra passer à 29,94 kWh\n\nLa pile de batteries a été montée en 15 minutes et l'installation complète a pris une demi-journée.",
      },
    },
  ),
];
