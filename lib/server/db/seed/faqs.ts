import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { faqs } from '../schema';
import { perLanguage } from './per-language';

/** [question, answer] per language; `sort` follows the order below. */
type Entry = Record<LanguageCode, readonly [string, string]>;

function faqRows(entry: Entry, index: number) {
  const text = Object.fromEntries(
    Object.entries(entry).map(([code, [question, answer]]) => [code, { question, answer }]),
  ) as Record<LanguageCode, { question: string; answer: string }>;
  return perLanguage({ id: index + 1, sort: index + 1 }, text);
}

const warrantyLength: Entry = {
  cn: ['质保期有多长？', '由 Voltara 认证安装商安装并调试的系统享受 10 年质保。'],
  au: [
    'How long is the warranty?',
    'Systems installed and commissioned by a Voltara-certified installer are covered by a 10-year warranty.',
  ],
  en: [
    'How long is the warranty?',
    'Systems installed and commissioned by a Voltara-certified installer come with a 10-year warranty.',
  ],
  de: [
    'Wie lange gilt die Garantie?',
    'Für Systeme, die ein Voltara-zertifizierter Installateur installiert und in Betrieb nimmt, gilt eine Garantie von 10 Jahren.',
  ],
  it: [
    'Quanto dura la garanzia?',
    'I sistemi installati e messi in servizio da un installatore certificato Voltara hanno una garanzia di 10 anni.',
  ],
  nl: [
    'Hoe lang is de garantie?',
    'Systemen die een door Voltara gecertificeerde installateur heeft geïnstalleerd en in bedrijf gesteld, hebben 10 jaar garantie.',
  ],
  fr: [
    'Quelle est la durée de la garantie ?',
    "Les systèmes installés et mis en service par un installateur certifié Voltara bénéficient d'une garantie de 10 ans.",
  ],
};

const coldWeather: Entry = {
  cn: [
    '电池在寒冷天气下能正常工作吗？',
    '可以。高压磷酸铁锂电池箱在 −20 °C 下仍可 100% 功率输出，工作温度范围为 −20 至 55 °C。',
  ],
  au: [
    'Does the battery work in cold weather?',
    'Yes. The high-voltage LFP battery box delivers 100% power at −20 °C and operates from −20 to 55 °C.',
  ],
  en: [
    'Does the battery work in cold weather?',
    'Yes. The high-voltage LFP battery box delivers 100% power at −20 °C and operates from −20 to 55 °C.',
  ],
  de: [
    'Funktioniert die Batterie auch bei Kälte?',
    'Ja. Die Hochvolt-LFP-Batteriebox liefert bei −20 °C 100 % Leistung und arbeitet von −20 bis 55 °C.',
  ],
  it: [
    'La batteria funziona con il freddo?',
    'Sì. Il battery box LFP ad alta tensione eroga il 100% della potenza a −20 °C e funziona da −20 a 55 °C.',
  ],
  nl: [
    'Werkt de batterij ook bij koud weer?',
    'Ja. De hoogspannings-LFP-batterijbox levert 100% vermogen bij −20 °C en werkt van −20 tot 55 °C.',
  ],
  fr: [
    'La batterie fonctionne-t-elle par temps froid ?',
    'Oui. La batterie LFP haute tension délivre 100 % de sa puissance à −20 °C et fonctionne de −20 à 55 °C.',
  ],
};

const parallel: Entry = {
  cn: [
    '最多可以并联多少台系统？',
    '最多 5 台三相混合储能系统可并联运行，总储能容量可达 149.76 kWh。工商业站点最多可并联 10 台储能变流器。',
  ],
  au: [
    'How many systems can run in parallel?',
    'Up to five three-phase hybrid units can run in parallel, for up to 149.76 kWh of storage. On commercial sites, up to 10 power conversion systems run in parallel.',
  ],
  en: [
    'How many systems can run in parallel?',
    'Up to five three-phase hybrid units can run in parallel, for up to 149.76 kWh of storage. On commercial sites, up to 10 power conversion systems run in parallel.',
  ],
  de: [
    'Wie viele Systeme lassen sich parallel betreiben?',
    'Bis zu fünf dreiphasige Hybridgeräte arbeiten parallel, mit bis zu 149,76 kWh Speicher. Auf Gewerbestandorten laufen bis zu 10 Leistungsumrichter parallel.',
  ],
  it: [
    'Quanti sistemi si possono collegare in parallelo?',
    'Fino a cinque unità ibride trifase possono lavorare in parallelo, per un accumulo fino a 149,76 kWh. Nei siti commerciali possono funzionare in parallelo fino a 10 sistemi di conversione di potenza.',
  ],
  nl: [
    'Hoeveel systemen kunnen parallel werken?',
    'Tot vijf driefasige hybride units kunnen parallel werken, met samen tot 149,76 kWh opslag. Op bedrijfslocaties werken tot 10 vermogensconversiesystemen parallel.',
  ],
  fr: [
    'Combien de systèmes peut-on connecter en parallèle ?',
    "Jusqu'à cinq unités hybrides triphasées peuvent fonctionner en parallèle, pour un stockage allant jusqu'à 149,76 kWh. Sur les sites tertiaires, jusqu'à 10 systèmes de conversion de puissance fonctionnent en parallèle.",
  ],
};

const installTime: Entry = {
  cn: [
    '安装需要多长时间？',
    '电池模块之间无需线缆、直接插接，整堆电池 15 分钟即可装好，节省 75% 的安装时间。一套典型的家用系统，包括逆变器、接线以及在 ECOS 应用中的调试，一个工作日内即可完成。',
  ],
  au: [
    'How long does installation take?',
    'A complete battery stack is installed in 15 minutes because the modules plug together without cables, saving 75% of installation time. A typical home system, including the inverter, wiring and commissioning in the ECOS app, is finished within one business day.',
  ],
  en: [
    'How long does installation take?',
    'A complete battery stack is installed in 15 minutes because the modules plug together without cables, saving 75% of installation time. A typical home system, including the inverter, wiring and commissioning in the ECOS app, is finished within one working day.',
  ],
  de: [
    'Wie lange dauert die Installation?',
    'Ein kompletter Batteriestapel ist in 15 Minuten montiert, weil die Module ohne Kabel zusammengesteckt werden; das spart 75 % Installationszeit. Ein typisches Heimsystem mit Wechselrichter, Verkabelung und Inbetriebnahme in der ECOS-App ist an einem Arbeitstag fertig.',
  ],
  it: [
    "Quanto tempo richiede l'installazione?",
    "Una pila di batterie completa si installa in 15 minuti perché i moduli si innestano senza cavi, con il 75% di tempo di installazione risparmiato. Un tipico sistema domestico, compresi inverter, cablaggio e messa in servizio con l'app ECOS, è pronto in una giornata lavorativa.",
  ],
  nl: [
    'Hoe lang duurt de installatie?',
    'Een complete batterijstapel is in 15 minuten geïnstalleerd, omdat de modules zonder kabels op elkaar klikken; dat bespaart 75% installatietijd. Een gemiddeld thuissysteem, inclusief omvormer, bekabeling en inbedrijfstelling in de ECOS-app, is binnen één werkdag klaar.',
  ],
  fr: [
    "Combien de temps dure l'installation ?",
    "Une pile de batteries complète s'installe en 15 minutes car les modules s'emboîtent sans câble, soit 75 % de temps d'installation gagné. Un système résidentiel type, onduleur, câblage et mise en service dans l'application ECOS compris, est terminé en une journée de travail.",
  ],
};

const addCapacity: Entry = {
  cn: [
    '以后可以增加电池容量吗？',
    '可以。电池箱以 4.99 kWh 模块为单位扩容，每堆容量 4.99–29.94 kWh。增加一个模块只需几分钟，安装商会在 ECOS Hub 中更新配置。如需更大容量，最多可并联 5 台混合储能系统。',
  ],
  au: [
    'Can I add more battery capacity later?',
    'Yes. The battery box grows in 4.99 kWh modules, from 4.99 to 29.94 kWh per stack. Adding a module takes a few minutes, and your installer updates the configuration in ECOS Hub. For more capacity, up to five hybrid units run in parallel.',
  ],
  en: [
    'Can I add more battery capacity later?',
    'Yes. The battery box grows in 4.99 kWh modules, from 4.99 to 29.94 kWh per stack. Adding a module takes a few minutes, and your installer updates the configuration in ECOS Hub. For more capacity, up to five hybrid units run in parallel.',
  ],
  de: [
    'Kann ich die Batteriekapazität später erweitern?',
    'Ja. Die Batteriebox wächst in Modulen zu 4,99 kWh, von 4,99 bis 29,94 kWh pro Stapel. Ein Modul ist in wenigen Minuten ergänzt, und Ihr Installateur passt die Konfiguration in ECOS Hub an. Für noch mehr Kapazität arbeiten bis zu fünf Hybridgeräte parallel.',
  ],
  it: [
    'Posso aumentare la capacità della batteria in seguito?',
    "Sì. Il battery box cresce a moduli da 4,99 kWh, da 4,99 a 29,94 kWh per pila. Aggiungere un modulo richiede pochi minuti e l'installatore aggiorna la configurazione in ECOS Hub. Per una capacità maggiore, fino a cinque unità ibride lavorano in parallelo.",
  ],
  nl: [
    'Kan ik later batterijcapaciteit bijplaatsen?',
    'Ja. De batterijbox groeit in modules van 4,99 kWh, van 4,99 tot 29,94 kWh per stapel. Een module bijplaatsen kost een paar minuten, en uw installateur past de configuratie aan in ECOS Hub. Voor nog meer capaciteit werken tot vijf hybride units parallel.',
  ],
  fr: [
    'Puis-je ajouter de la capacité de batterie plus tard ?',
    "Oui. La batterie s'agrandit par modules de 4,99 kWh, de 4,99 à 29,94 kWh par pile. L'ajout d'un module prend quelques minutes et votre installateur met à jour la configuration dans ECOS Hub. Pour plus de capacité, jusqu'à cinq unités hybrides fonctionnent en parallèle.",
  ],
};

const powerCut: Entry = {
  cn: [
    '停电时会发生什么？',
    '系统会在 10 ms 内切换至备电模式，照明、电脑和冰箱都能持续运行。凭借 110% 不平衡输出，即使热泵等单相负载使某一相的负荷高于其他两相，系统也能正常供电。',
  ],
  au: [
    'What happens during a blackout?',
    'The system switches to backup in less than 10 ms, so lights, computers and the fridge keep running. With 110% unbalanced output, single-phase loads such as a heat pump or air conditioner are supplied even when they load one phase more than the others.',
  ],
  en: [
    'What happens during a power outage?',
    'The system switches to backup in less than 10 ms, so lights, computers and the fridge keep running. With 110% unbalanced output, single-phase loads such as a heat pump are supplied even when they load one phase more than the others.',
  ],
  de: [
    'Was passiert bei einem Stromausfall?',
    'Das System schaltet in weniger als 10 ms auf Notstrom um, sodass Licht, Computer und Kühlschrank weiterlaufen. Dank 110 % Schieflastfähigkeit werden auch einphasige Verbraucher wie eine Wärmepumpe versorgt, wenn sie eine Phase stärker belasten als die anderen.',
  ],
  it: [
    'Cosa succede durante un blackout?',
    "Il sistema passa in backup in meno di 10 ms, così luci, computer e frigorifero continuano a funzionare. Grazie all'uscita sbilanciata al 110%, anche i carichi monofase come una pompa di calore sono alimentati quando caricano una fase più delle altre.",
  ],
  nl: [
    'Wat gebeurt er bij een stroomstoring?',
    'Het systeem schakelt binnen 10 ms over op noodstroom, zodat verlichting, computers en de koelkast blijven werken. Dankzij 110% asymmetrische belasting worden ook enkelfasige verbruikers zoals een warmtepomp gevoed wanneer ze één fase zwaarder belasten dan de andere.',
  ],
  fr: [
    'Que se passe-t-il en cas de coupure de courant ?',
    "Le système bascule en secours en moins de 10 ms : l'éclairage, les ordinateurs et le réfrigérateur continuent de fonctionner. Grâce à la sortie déséquilibrée à 110 %, les charges monophasées comme une pompe à chaleur restent alimentées même lorsqu'elles chargent une phase plus que les autres.",
  ],
};

const ecosApp: Entry = {
  cn: [
    '在 ECOS 应用中可以做什么？',
    'ECOS 应用可实时显示并回看发电、储能和用电数据，可选择运行模式（自发自用、分时电价、备电或虚拟电厂），并在系统需要关注时向您发送通知。应用免费提供 iOS 和安卓版本。',
  ],
  au: [
    'What can I do in the ECOS app?',
    'The ECOS app shows generation, storage and consumption live and as history, lets you choose an operating mode (self-power, time of use, backup or virtual power plant) and notifies you if the system needs attention. It is free for iOS and Android.',
  ],
  en: [
    'What can I do in the ECOS app?',
    'The ECOS app shows generation, storage and consumption live and as history, lets you choose an operating mode (self-power, time of use, backup or virtual power plant) and notifies you if the system needs attention. It is free for iOS and Android.',
  ],
  de: [
    'Was kann ich in der ECOS-App tun?',
    'Die ECOS-App zeigt Erzeugung, Speicherung und Verbrauch live und im Verlauf, lässt Sie einen Betriebsmodus wählen (Eigenverbrauch, zeitvariabler Tarif, Notstrom oder virtuelles Kraftwerk) und benachrichtigt Sie, wenn die Anlage Aufmerksamkeit braucht. Sie ist kostenlos für iOS und Android.',
  ],
  it: [
    "Cosa posso fare con l'app ECOS?",
    "L'app ECOS mostra produzione, accumulo e consumi in tempo reale e nello storico, permette di scegliere una modalità di funzionamento (autoconsumo, fasce orarie, backup o centrale elettrica virtuale) e avvisa quando l'impianto richiede attenzione. È gratuita per iOS e Android.",
  ],
  nl: [
    'Wat kan ik met de ECOS-app?',
    'De ECOS-app toont opwek, opslag en verbruik live en als historie, laat u een bedrijfsmodus kiezen (eigen verbruik, tijdsafhankelijk tarief, noodstroom of virtuele energiecentrale) en stuurt een melding als het systeem aandacht nodig heeft. De app is gratis voor iOS en Android.',
  ],
  fr: [
    "Que puis-je faire avec l'application ECOS ?",
    "L'application ECOS affiche la production, le stockage et la consommation en direct et en historique, permet de choisir un mode de fonctionnement (autoconsommation, heures creuses, secours ou centrale électrique virtuelle) et vous prévient si le système demande votre attention. Elle est gratuite sur iOS et Android.",
  ],
};

const internet: Entry = {
  cn: [
    '系统需要联网吗？',
    '不需要。系统可独立运行，备电功能也无需网络。联网用于监控、告警和固件升级；网络中断时，数据采集器最多可缓存 30 天的数据，并在恢复连接后自动上传。',
  ],
  au: [
    'Does the system need an internet connection?',
    'No. The system runs on its own, and backup works without internet. The connection is used for monitoring, alerts and firmware updates; if it drops, the data logger keeps up to 30 days of data and uploads it once the connection is back.',
  ],
  en: [
    'Does the system need an internet connection?',
    'No. The system runs on its own, and backup works without internet. The connection is used for monitoring, alerts and firmware updates; if it drops, the data logger keeps up to 30 days of data and uploads it once the connection is back.',
  ],
  de: [
    'Braucht das System eine Internetverbindung?',
    'Nein. Das System arbeitet selbstständig, und der Notstrom funktioniert auch ohne Internet. Die Verbindung dient dem Monitoring, Warnmeldungen und Firmware-Aktualisierungen; fällt sie aus, speichert der Datenlogger bis zu 30 Tage Daten und überträgt sie, sobald die Verbindung wieder steht.',
  ],
  it: [
    'Il sistema ha bisogno di una connessione internet?',
    'No. Il sistema funziona in modo autonomo e il backup funziona anche senza internet. La connessione serve per monitoraggio, avvisi e aggiornamenti firmware; se si interrompe, il data logger conserva fino a 30 giorni di dati e li invia quando la connessione torna disponibile.',
  ],
  nl: [
    'Heeft het systeem een internetverbinding nodig?',
    'Nee. Het systeem werkt zelfstandig en de noodstroom werkt ook zonder internet. De verbinding dient voor monitoring, meldingen en firmware-updates; valt ze weg, dan bewaart de datalogger tot 30 dagen aan gegevens en verstuurt ze zodra de verbinding terug is.',
  ],
  fr: [
    "Le système a-t-il besoin d'une connexion internet ?",
    "Non. Le système fonctionne de façon autonome et le secours fonctionne sans internet. La connexion sert à la supervision, aux alertes et aux mises à jour du micrologiciel ; en cas de coupure, l'enregistreur conserve jusqu'à 30 jours de données et les transmet dès le retour de la connexion.",
  ],
};

const whichLogger: Entry = {
  cn: [
    '应该选择哪种数据采集器：WiFi、LAN 还是 4G？',
    '如果家庭网络信号能覆盖安装位置，请选择 WiFi；有网线或 WiFi 信号较弱时选择 LAN；没有宽带的站点，或希望连接不受客户路由器影响时，请选择 4G。三种采集器兼容相同的逆变器和应用。',
  ],
  au: [
    'Which data logger should I choose: WiFi, LAN or 4G?',
    "Choose WiFi when the home network reaches the installation site, LAN where a network cable is available or the WiFi is weak, and 4G for sites without internet or when the connection should not depend on the customer's router. All three work with the same inverters and apps.",
  ],
  en: [
    'Which data logger should I choose: WiFi, LAN or 4G?',
    "Choose WiFi when the home network reaches the installation site, LAN where a network cable is available or the WiFi is weak, and 4G for sites without internet or when the connection should not depend on the customer's router. All three work with the same inverters and apps.",
  ],
  de: [
    'Welchen Datenlogger soll ich wählen: WLAN, LAN oder 4G?',
    'Wählen Sie WLAN, wenn das Heimnetz den Installationsort erreicht, LAN, wenn ein Netzwerkkabel vorhanden oder das WLAN schwach ist, und 4G für Standorte ohne Internet oder wenn die Verbindung nicht vom Router des Kunden abhängen soll. Alle drei arbeiten mit denselben Wechselrichtern und Apps.',
  ],
  it: [
    'Quale data logger scegliere: Wi-Fi, LAN o 4G?',
    'Scegli il Wi-Fi quando la rete di casa raggiunge il punto di installazione, la LAN dove è disponibile un cavo di rete o il Wi-Fi è debole, e il 4G per i siti senza internet o quando la connessione non deve dipendere dal router del cliente. Tutti e tre funzionano con gli stessi inverter e le stesse app.',
  ],
  nl: [
    'Welke datalogger kies ik: wifi, LAN of 4G?',
    'Kies wifi als het thuisnetwerk de installatieplek bereikt, LAN als er een netwerkkabel ligt of de wifi zwak is, en 4G voor locaties zonder internet of als de verbinding niet van de router van de klant mag afhangen. Alle drie werken met dezelfde omvormers en apps.',
  ],
  fr: [
    'Quel enregistreur de données choisir : Wi-Fi, LAN ou 4G ?',
    "Choisissez le Wi-Fi si le réseau domestique atteint le lieu d'installation, le LAN si un câble réseau est disponible ou si le Wi-Fi est faible, et la 4G pour les sites sans internet ou lorsque la connexion ne doit pas dépendre du routeur du client. Les trois fonctionnent avec les mêmes onduleurs et applications.",
  ],
};

const pvOversizing: Entry = {
  cn: [
    '混合储能系统可以接入多少光伏？',
    '三相混合储能系统最高支持 2 倍光伏超配，即光伏组件功率最高可达额定功率的两倍；MPPT 组串电流 16/26 A，适配当前的大功率组件。',
  ],
  au: [
    'How much solar can I connect to the hybrid system?',
    "The three-phase hybrid system accepts up to 2x PV over-configuration: solar panels of up to twice its rated power, with an MPPT string current of 16/26 A for today's high-output panels.",
  ],
  en: [
    'How much solar can I connect to the hybrid system?',
    "The three-phase hybrid system accepts up to 2x PV over-configuration: solar panels of up to twice its rated power, with an MPPT string current of 16/26 A for today's high-output panels.",
  ],
  de: [
    'Wie viel PV-Leistung kann ich an das Hybridsystem anschließen?',
    'Das dreiphasige Hybridsystem erlaubt eine bis zu 2-fache PV-Überdimensionierung, also Solarmodule mit bis zum Doppelten seiner Nennleistung, bei einem MPPT-Strangstrom von 16/26 A für heutige leistungsstarke Module.',
  ],
  it: [
    'Quanto fotovoltaico posso collegare al sistema ibrido?',
    'Il sistema ibrido trifase accetta un sovradimensionamento FV fino a 2 volte, cioè moduli solari fino al doppio della sua potenza nominale, con una corrente di stringa MPPT di 16/26 A per i moduli ad alta potenza di oggi.',
  ],
  nl: [
    'Hoeveel zonnepanelen kan ik op het hybride systeem aansluiten?',
    'Het driefasige hybride systeem accepteert tot 2x PV-overdimensionering: zonnepanelen tot tweemaal het nominale vermogen, met een MPPT-stringstroom van 16/26 A voor de krachtige panelen van nu.',
  ],
  fr: [
    'Quelle puissance solaire puis-je raccorder au système hybride ?',
    "Le système hybride triphasé accepte un surdimensionnement PV jusqu'à 2 fois, soit des panneaux jusqu'au double de sa puissance nominale, avec un courant de chaîne MPPT de 16/26 A pour les panneaux haute puissance actuels.",
  ],
};

const maintenance: Entry = {
  cn: [
    '电池需要哪些维护？',
    '无需日常维护。建议安装商每年进行一次目视检查，包括外壳、电缆接头和通风间距。固件升级可远程完成，电池管理系统会持续监测每一个模块。',
  ],
  au: [
    'What maintenance does the battery need?',
    'No routine maintenance. We recommend a yearly visual check by your installer of the enclosure, cable glands and ventilation clearances. Firmware updates are installed remotely, and the battery management system monitors every module continuously.',
  ],
  en: [
    'What maintenance does the battery need?',
    'No routine maintenance. We recommend a yearly visual check by your installer of the enclosure, cable glands and ventilation clearances. Firmware updates are installed remotely, and the battery management system monitors every module continuously.',
  ],
  de: [
    'Welche Wartung braucht die Batterie?',
    'Keine regelmäßige Wartung. Wir empfehlen eine jährliche Sichtprüfung durch Ihren Installateur: Gehäuse, Kabelverschraubungen und Lüftungsabstände. Firmware-Aktualisierungen werden aus der Ferne installiert, und das Batteriemanagementsystem überwacht jedes Modul fortlaufend.',
  ],
  it: [
    'Che manutenzione richiede la batteria?',
    "Nessuna manutenzione ordinaria. Consigliamo un controllo visivo annuale da parte dell'installatore: involucro, pressacavi e distanze di ventilazione. Gli aggiornamenti firmware si installano da remoto e il sistema di gestione della batteria controlla ogni modulo in modo continuo.",
  ],
  nl: [
    'Welk onderhoud heeft de batterij nodig?',
    'Geen periodiek onderhoud. We raden een jaarlijkse visuele controle door uw installateur aan: behuizing, kabelwartels en ventilatieafstanden. Firmware-updates worden op afstand geïnstalleerd en het batterijbeheersysteem bewaakt elke module continu.',
  ],
  fr: [
    'Quel entretien la batterie demande-t-elle ?',
    "Aucun entretien courant. Nous recommandons un contrôle visuel annuel par votre installateur : boîtier, presse-étoupes et distances de ventilation. Les mises à jour du micrologiciel s'installent à distance et le système de gestion de batterie surveille chaque module en continu.",
  ],
};

const certifications: Entry = {
  cn: [
    '产品具备哪些认证？',
    '逆变器通过 IEC 62109-1/-2 认证，并符合 VDE-AR-N 4105（德国）、CEI 0-21（意大利）、C10/11（比利时）和 AS/NZS 4777.2（澳大利亚）等并网标准。电池符合 IEC 62619 和 UN 38.3。证书可在支持中心的下载页面获取。',
  ],
  au: [
    'Which certifications do the products hold?',
    'The inverters are certified to IEC 62109-1/-2 and to grid codes such as AS/NZS 4777.2 (Australia), VDE-AR-N 4105 (Germany), CEI 0-21 (Italy) and C10/11 (Belgium). The batteries meet IEC 62619 and UN 38.3. The certificates are in the downloads of the support centre.',
  ],
  en: [
    'Which certifications do the products hold?',
    'The inverters are certified to IEC 62109-1/-2 and to grid codes such as VDE-AR-N 4105 (Germany), CEI 0-21 (Italy), C10/11 (Belgium) and AS/NZS 4777.2 (Australia). The batteries meet IEC 62619 and UN 38.3. The certificates are in the downloads of the support center.',
  ],
  de: [
    'Welche Zertifizierungen haben die Produkte?',
    'Die Wechselrichter sind nach IEC 62109-1/-2 und nach Netzanschlussregeln wie VDE-AR-N 4105 (Deutschland), CEI 0-21 (Italien), C10/11 (Belgien) und AS/NZS 4777.2 (Australien) zertifiziert. Die Batterien erfüllen IEC 62619 und UN 38.3. Die Zertifikate finden Sie in den Downloads des Support-Centers.',
  ],
  it: [
    'Quali certificazioni hanno i prodotti?',
    'Gli inverter sono certificati IEC 62109-1/-2 e secondo norme di connessione come VDE-AR-N 4105 (Germania), CEI 0-21 (Italia), C10/11 (Belgio) e AS/NZS 4777.2 (Australia). Le batterie soddisfano IEC 62619 e UN 38.3. I certificati si trovano nei download del centro assistenza.',
  ],
  nl: [
    'Welke certificeringen hebben de producten?',
    'De omvormers zijn gecertificeerd volgens IEC 62109-1/-2 en netcodes zoals VDE-AR-N 4105 (Duitsland), CEI 0-21 (Italië), C10/11 (België) en AS/NZS 4777.2 (Australië). De batterijen voldoen aan IEC 62619 en UN 38.3. De certificaten staan bij de downloads in het supportcentrum.',
  ],
  fr: [
    'Quelles certifications les produits possèdent-ils ?',
    "Les onduleurs sont certifiés IEC 62109-1/-2 et conformes à des codes de réseau tels que VDE-AR-N 4105 (Allemagne), CEI 0-21 (Italie), C10/11 (Belgique) et AS/NZS 4777.2 (Australie). Les batteries satisfont aux normes IEC 62619 et UN 38.3. Les certificats se trouvent dans les téléchargements du centre d'assistance.",
  ],
};

const warrantyClaim: Entry = {
  cn: [
    '如何登记质保或提出质保申请？',
    '认证安装商会在调试时于 ECOS Hub 中登记系统，10 年质保随即生效。如需申请质保，请联系您的安装商，或填写下载页面中的质保申请表，并附上序列号和故障的简要说明。',
  ],
  au: [
    'How do I register my warranty or make a claim?',
    'Your certified installer registers the system in ECOS Hub at commissioning, which activates the 10-year warranty. To make a claim, contact your installer or use the warranty claim form in the downloads, with the serial number and a short description of the fault.',
  ],
  en: [
    'How do I register my warranty or make a claim?',
    'Your certified installer registers the system in ECOS Hub at commissioning, which activates the 10-year warranty. To make a claim, contact your installer or use the warranty claim form in the downloads, with the serial number and a short description of the fault.',
  ],
  de: [
    'Wie registriere ich die Garantie oder melde einen Garantiefall?',
    'Ihr zertifizierter Installateur registriert die Anlage bei der Inbetriebnahme in ECOS Hub; damit ist die Garantie von 10 Jahren aktiviert. Für einen Garantiefall wenden Sie sich an Ihren Installateur oder nutzen das Formular für Garantieanfragen in den Downloads, mit Seriennummer und kurzer Fehlerbeschreibung.',
  ],
  it: [
    'Come registro la garanzia o presento una richiesta?',
    "L'installatore certificato registra l'impianto in ECOS Hub alla messa in servizio, attivando la garanzia di 10 anni. Per una richiesta di garanzia contatta l'installatore o usa il modulo di richiesta di garanzia nei download, indicando il numero di serie e una breve descrizione del guasto.",
  ],
  nl: [
    'Hoe registreer ik de garantie of dien ik een claim in?',
    'Uw gecertificeerde installateur registreert het systeem bij de inbedrijfstelling in ECOS Hub, waarmee de garantie van 10 jaar ingaat. Voor een claim neemt u contact op met uw installateur of gebruikt u het formulier voor garantieclaims bij de downloads, met het serienummer en een korte beschrijving van de storing.',
  ],
  fr: [
    'Comment enregistrer ma garantie ou faire une réclamation ?',
    'Votre installateur certifié enregistre le système dans ECOS Hub lors de la mise en service, ce qui active la garantie de 10 ans. Pour une réclamation, contactez votre installateur ou utilisez le formulaire de demande de garantie dans les téléchargements, avec le numéro de série et une brève description du défaut.',
  ],
};

const becomeInstaller: Entry = {
  cn: [
    '如何成为 Voltara 认证安装商？',
    '参加销售认证或技术认证培训并通过考核即可。证书归个人所有，而非公司所有。团队同时持有销售和技术证书的公司，即可成为认证合作伙伴。',
  ],
  au: [
    'How do I become a Voltara-certified installer?',
    'Attend a sales or technical certification training and pass its exam. Certificates belong to the person, not the company. A company whose team holds both the sales and the technical certificate becomes a certified partner.',
  ],
  en: [
    'How do I become a Voltara-certified installer?',
    'Attend a sales or technical certification training and pass its exam. Certificates belong to the person, not the company. A company whose team holds both the sales and the technical certificate becomes a certified partner.',
  ],
  de: [
    'Wie werde ich Voltara-zertifizierter Installateur?',
    'Besuchen Sie eine Vertriebs- oder Technikschulung und bestehen Sie die Prüfung. Zertifikate gehören der Person, nicht dem Unternehmen. Ein Unternehmen, dessen Team sowohl das Vertriebs- als auch das Technikzertifikat hält, wird zertifizierter Partner.',
  ],
  it: [
    'Come divento installatore certificato Voltara?',
    "Partecipa a un corso di certificazione commerciale o tecnica e supera l'esame. I certificati appartengono alla persona, non all'azienda. Un'azienda il cui team possiede sia il certificato commerciale sia quello tecnico diventa partner certificato.",
  ],
  nl: [
    'Hoe word ik een door Voltara gecertificeerde installateur?',
    'Volg een verkoop- of technische certificeringstraining en slaag voor het examen. Certificaten horen bij de persoon, niet bij het bedrijf. Een bedrijf waarvan het team zowel het verkoop- als het technische certificaat heeft, wordt gecertificeerde partner.',
  ],
  fr: [
    'Comment devenir installateur certifié Voltara ?',
    "Suivez une formation de certification commerciale ou technique et réussissez l'examen. Les certificats appartiennent à la personne, pas à l'entreprise. Une entreprise dont l'équipe détient à la fois le certificat commercial et le certificat technique devient partenaire certifié.",
  ],
};

const indoorSafety: Entry = {
  cn: [
    '电池可以安装在室内吗？安全吗？',
    '可以。磷酸铁锂是热稳定性很高的电芯化学体系，外壳防护等级为 IP65，电池管理系统会在故障扩散前将其隔离。请遵守安装手册中的间距要求以及当地法规，例如关于在居住空间内安装的规定。',
  ],
  au: [
    'Is it safe to install the battery indoors?',
    'Yes. Lithium iron phosphate is a thermally stable chemistry, the enclosure is rated IP65, and the battery management system isolates a fault before it can spread. Follow the clearances in the installation manual and local rules, such as AS/NZS 5139 for battery installations.',
  ],
  en: [
    'Is it safe to install the battery indoors?',
    'Yes. Lithium iron phosphate is a thermally stable chemistry, the enclosure is rated IP65, and the battery management system isolates a fault before it can spread. Follow the clearances in the installation manual and local rules, for example on installation in living spaces.',
  ],
  de: [
    'Kann die Batterie sicher im Haus installiert werden?',
    'Ja. Lithium-Eisenphosphat ist eine thermisch stabile Zellchemie, das Gehäuse erreicht Schutzart IP65, und das Batteriemanagementsystem isoliert einen Fehler, bevor er sich ausbreiten kann. Beachten Sie die Abstände aus der Installationsanleitung und die örtlichen Vorschriften, etwa zur Aufstellung in Wohnräumen.',
  ],
  it: [
    'È sicuro installare la batteria in casa?',
    "Sì. Il litio ferro fosfato è una chimica termicamente stabile, l'involucro ha grado di protezione IP65 e il sistema di gestione della batteria isola un guasto prima che possa propagarsi. Rispetta le distanze indicate nel manuale di installazione e le norme locali, ad esempio sull'installazione negli ambienti abitativi.",
  ],
  nl: [
    'Is het veilig om de batterij binnen te installeren?',
    'Ja. Lithium-ijzerfosfaat is een thermisch stabiele celchemie, de behuizing heeft beschermingsgraad IP65 en het batterijbeheersysteem isoleert een storing voordat die zich kan verspreiden. Houd u aan de afstanden uit de installatiehandleiding en aan de lokale regels, bijvoorbeeld voor plaatsing in woonruimtes.',
  ],
  fr: [
    "Peut-on installer la batterie à l'intérieur en toute sécurité ?",
    "Oui. Le lithium fer phosphate est une chimie thermiquement stable, le boîtier est classé IP65 et le système de gestion de batterie isole un défaut avant qu'il ne se propage. Respectez les distances du manuel d'installation et la réglementation locale, par exemple pour l'installation dans les pièces de vie.",
  ],
};

const cabinetSafety: Entry = {
  cn: [
    '工商业储能柜如何保障消防安全？',
    '每台储能柜在电芯层面监测可燃气体和温度，消防系统 15 秒内启动。储能柜工作温度为 −20 至 55 °C，柜体防护等级 IP55，电池包 IP65，运行噪音低于 25 dB。',
  ],
  au: [
    'How do the commercial cabinets handle fire safety?',
    'Each cabinet monitors gas and temperature at cell level, and its fire suppression activates within 15 seconds. The cabinets operate from −20 to 55 °C, with IP55 enclosures, IP65 battery packs and a noise level below 25 dB.',
  ],
  en: [
    'How do the commercial cabinets handle fire safety?',
    'Each cabinet monitors gas and temperature at cell level, and its fire suppression activates within 15 seconds. The cabinets operate from −20 to 55 °C, with IP55 enclosures, IP65 battery packs and a noise level below 25 dB.',
  ],
  de: [
    'Wie sorgen die Gewerbespeicherschränke für Brandschutz?',
    'Jeder Schrank überwacht Gas und Temperatur auf Zellebene, und seine Brandunterdrückung löst innerhalb von 15 Sekunden aus. Die Schränke arbeiten von −20 bis 55 °C, mit Gehäusen in IP55, Batteriepacks in IP65 und einem Geräuschpegel unter 25 dB.',
  ],
  it: [
    'Come gestiscono la sicurezza antincendio gli armadi commerciali?',
    'Ogni armadio controlla gas e temperatura a livello di cella e il suo sistema antincendio interviene entro 15 secondi. Gli armadi funzionano da −20 a 55 °C, con involucri IP55, pacchi batteria IP65 e una rumorosità inferiore a 25 dB.',
  ],
  nl: [
    'Hoe zorgen de commerciële kasten voor brandveiligheid?',
    'Elke kast bewaakt gas en temperatuur op celniveau, en de brandblussing treedt binnen 15 seconden in werking. De kasten werken van −20 tot 55 °C, met IP55-behuizingen, IP65-batterijpakketten en een geluidsniveau onder 25 dB.',
  ],
  fr: [
    'Comment les armoires tertiaires assurent-elles la sécurité incendie ?',
    "Chaque armoire surveille les gaz et la température au niveau des cellules, et son système d'extinction se déclenche dans les 15 secondes. Les armoires fonctionnent de −20 à 55 °C, avec des enveloppes IP55, des packs batterie IP65 et un niveau sonore inférieur à 25 dB.",
  ],
};

const solarCharging: Entry = {
  cn: [
    '可以用光伏电力为电动汽车充电吗？',
    '可以。Voltara 交流充电桩具备光伏余电模式，用原本会送入电网的光伏电力为汽车充电，并自动在单相与三相之间切换。负载管理功能可防止家庭进线过载。',
  ],
  au: [
    'Can I charge my electric car with solar power?',
    'Yes. The Voltara AC charger has a PV surplus mode that charges the car with solar power that would otherwise be exported to the grid, switching between one and three phases automatically. Load management keeps the household grid connection from overloading.',
  ],
  en: [
    'Can I charge my electric car with solar power?',
    'Yes. The Voltara AC charger has a PV surplus mode that charges the car with solar power that would otherwise flow into the grid, switching between one and three phases automatically. Load management keeps the household grid connection from overloading.',
  ],
  de: [
    'Kann ich mein Elektroauto mit Solarstrom laden?',
    'Ja. Die AC-Ladestation von Voltara hat einen PV-Überschussmodus, der das Auto mit Solarstrom lädt, der sonst ins Netz fließen würde, und automatisch zwischen einer und drei Phasen umschaltet. Das Lastmanagement schützt den Hausanschluss vor Überlastung.',
  ],
  it: [
    "Posso ricaricare l'auto elettrica con l'energia solare?",
    "Sì. La stazione di ricarica CA Voltara ha una modalità surplus FV che ricarica l'auto con l'energia solare che altrimenti finirebbe in rete, passando automaticamente da una a tre fasi. La gestione dei carichi evita di sovraccaricare l'allacciamento di casa.",
  ],
  nl: [
    'Kan ik mijn elektrische auto met zonnestroom laden?',
    'Ja. De AC-laadpaal van Voltara heeft een PV-overschotmodus die de auto laadt met zonnestroom die anders het net op zou gaan, en schakelt automatisch tussen één en drie fasen. Belastingbeheer voorkomt dat de huisaansluiting overbelast raakt.',
  ],
  fr: [
    "Puis-je recharger ma voiture électrique à l'énergie solaire ?",
    "Oui. La borne de recharge AC Voltara dispose d'un mode surplus PV qui recharge la voiture avec l'électricité solaire qui serait sinon injectée dans le réseau, en basculant automatiquement entre une et trois phases. La gestion de charge évite de surcharger le raccordement de la maison.",
  ],
};

const openApi: Entry = {
  cn: [
    '如何获取 Open API 的访问权限？',
    '通过电话或电子邮件线下申请；然后使用产品账号登录 API 控制台获取凭证，阅读使用指南，进行测试与调试，即可开始开发。',
  ],
  au: [
    'How do I get access to the Open API?',
    'Apply offline by phone or email, then log in to the API console with your product account to obtain your credentials, read the usage guide, test and debug, and start developing.',
  ],
  en: [
    'How do I get access to the Open API?',
    'Apply offline by phone or email, then log in to the API console with your product account to obtain your credentials, read the usage guide, test and debug, and start developing.',
  ],
  de: [
    'Wie erhalte ich Zugang zur Open API?',
    'Beantragen Sie den Zugang offline per Telefon oder E-Mail. Melden Sie sich dann mit Ihrem Produktkonto in der API-Konsole an, um Ihre Zugangsdaten zu erhalten, lesen Sie die Nutzungsanleitung, testen und debuggen Sie und beginnen Sie mit der Entwicklung.',
  ],
  it: [
    "Come ottengo l'accesso a Open API?",
    "Fai richiesta offline per telefono o e-mail, poi accedi alla console API con l'account del prodotto per ottenere le credenziali, leggi la guida all'uso, esegui test e debug e inizia a sviluppare.",
  ],
  nl: [
    'Hoe krijg ik toegang tot de Open API?',
    'Vraag toegang offline aan per telefoon of e-mail, log daarna met uw productaccount in op de API-console om uw inloggegevens te krijgen, lees de gebruikshandleiding, test en debug, en begin met ontwikkelen.',
  ],
  fr: [
    "Comment accéder à l'Open API ?",
    "Faites une demande hors ligne par téléphone ou par e-mail, puis connectez-vous à la console API avec votre compte produit pour obtenir vos identifiants, lisez le guide d'utilisation, testez et déboguez, et commencez à développer.",
  ],
};

export const faqsSeed: (typeof faqs.$inferInsert)[] = [
  warrantyLength,
  warrantyClaim,
  installTime,
  addCapacity,
  parallel,
  pvOversizing,
  powerCut,
  coldWeather,
  ecosApp,
  internet,
  whichLogger,
  maintenance,
  indoorSafety,
  certifications,
  cabinetSafety,
  solarCharging,
  becomeInstaller,
  openApi,
].flatMap(faqRows);
