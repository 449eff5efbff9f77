import 'server-only';
import { languageCodes, type LanguageCode } from '@/lib/i18n/locales';
import type { ProductSpecGroup, products } from '../schema';
import { perLanguage } from './per-language';

// Marketing figures of requirements: Limits (flagships, power conversion, cabinets). Spec tables are
// written once in English notation and rendered per language: translated labels and words,
// decimal and thousands separators, "%" spacing and ranges in each language's convention.

/** One term in [en (also en-AU), de, it, nl, fr, zh] order. */
type Words = readonly [string, string, string, string, string, string];
const column: Record<LanguageCode, 0 | 1 | 2 | 3 | 4 | 5> = {
  en: 0,
  au: 0,
  de: 1,
  it: 2,
  nl: 3,
  fr: 4,
  cn: 5,
};

const titles = {
  overview: ['Overview', 'Überblick', 'Panoramica', 'Overzicht', 'Aperçu', '概览'],
  pv: ['PV input', 'PV-Eingang', 'Ingresso FV', 'PV-ingang', 'Entrée PV', '光伏输入'],
  battery: ['Battery', 'Batterie', 'Batteria', 'Batterij', 'Batterie', '电池'],
  output: [
    'Output and backup',
    'Ausgang und Notstrom',
    'Uscita e backup',
    'Uitgang en noodstroom',
    'Sortie et secours',
    '输出与备电',
  ],
  performance: [
    'Performance',
    'Leistungsdaten',
    'Prestazioni',
    'Prestaties',
    'Performances',
    '性能',
  ],
  installation: [
    'Installation',
    'Installation',
    'Installazione',
    'Installatie',
    'Installation',
    '安装',
  ],
  safety: [
    'Safety and environment',
    'Sicherheit und Umgebung',
    'Sicurezza e ambiente',
    'Veiligheid en omgeving',
    'Sécurité et environnement',
    '安全与环境',
  ],
  electrical: [
    'Electrical data',
    'Elektrische Daten',
    'Dati elettrici',
    'Elektrische gegevens',
    'Caractéristiques électriques',
    '电气参数',
  ],
  connectivity: [
    'Connectivity',
    'Konnektivität',
    'Connettività',
    'Connectiviteit',
    'Connectivité',
    '通信',
  ],
  charging: ['Charging', 'Laden', 'Ricarica', 'Laden', 'Recharge', '充电'],
  general: [
    'General data',
    'Allgemeine Daten',
    'Dati generali',
    'Algemene gegevens',
    'Caractéristiques générales',
    '通用参数',
  ],
} satisfies Record<string, Words>;

const labels = {
  models: ['Models', 'Modelle', 'Modelli', 'Modellen', 'Modèles', '型号'],
  ratedPower: [
    'Rated power',
    'Nennleistung',
    'Potenza nominale',
    'Nominaal vermogen',
    'Puissance nominale',
    '额定功率',
  ],
  usableCapacity: [
    'Usable capacity',
    'Nutzbare Kapazität',
    'Capacità utile',
    'Bruikbare capaciteit',
    'Capacité utile',
    '可用容量',
  ],
  nominalCapacity: [
    'Nominal energy',
    'Nennenergie',
    'Energia nominale',
    'Nominale energie',
    'Énergie nominale',
    '额定能量',
  ],
  moduleCapacity: [
    'Capacity per module',
    'Kapazität pro Modul',
    'Capacità per modulo',
    'Capaciteit per module',
    'Capacité par module',
    '单模块容量',
  ],
  batteryModules: [
    'Battery modules',
    'Batteriemodule',
    'Moduli batteria',
    'Batterijmodules',
    'Modules de batterie',
    '电池模块',
  ],
  modulesPerStack: [
    'Modules per stack',
    'Module pro Stapel',
    'Moduli per pila',
    'Modules per stapel',
    'Modules par pile',
    '每堆模块数',
  ],
  nominalVoltage: [
    'Nominal voltage',
    'Nennspannung',
    'Tensione nominale',
    'Nominale spanning',
    'Tension nominale',
    '额定电压',
  ],
  chargeRate: [
    'Continuous charge/discharge rate',
    'Dauerhafte Lade-/Entladerate',
    'Velocità di carica/scarica continua',
    'Continue laad-/ontlaadsnelheid',
    'Régime de charge/décharge continu',
    '持续充放电倍率',
  ],
  cycleLife: [
    'Cycle life',
    'Zyklenlebensdauer',
    'Vita ciclica',
    'Levensduur in cycli',
    'Durée de vie en cycles',
    '循环寿命',
  ],
  roundTrip: [
    'Round-trip efficiency',
    'Round-Trip-Wirkungsgrad',
    'Efficienza di ciclo',
    'Round-trip-rendement',
    'Rendement aller-retour',
    '往返效率',
  ],
  coldPower: [
    'Output power at −20 °C',
    'Leistung bei −20 °C',
    'Potenza erogata a −20 °C',
    'Vermogen bij −20 °C',
    'Puissance à −20 °C',
    '−20 °C 时输出功率',
  ],
  stackInstallTime: [
    'Stack installation time',
    'Montagezeit pro Stapel',
    'Tempo di installazione della pila',
    'Installatietijd per stapel',
    "Temps d'installation d'une pile",
    '整堆安装时间',
  ],
  installTimeSaved: [
    'Installation time saved',
    'Eingesparte Installationszeit',
    'Tempo di installazione risparmiato',
    'Bespaarde installatietijd',
    "Temps d'installation gagné",
    '节省安装时间',
  ],
  mounting: ['Mounting', 'Montage', 'Montaggio', 'Montage', 'Montage', '安装方式'],
  moduleWeight: [
    'Weight per module',
    'Gewicht pro Modul',
    'Peso per modulo',
    'Gewicht per module',
    'Poids par module',
    '单模块重量',
  ],
  moduleDimensions: [
    'Module dimensions (W × H × D)',
    'Modulmaße (B × H × T)',
    'Dimensioni del modulo (L × A × P)',
    'Afmetingen module (B × H × D)',
    'Dimensions du module (L × H × P)',
    '模块尺寸（宽 × 高 × 深）',
  ],
  dimensions: [
    'Dimensions (W × H × D)',
    'Abmessungen (B × H × T)',
    'Dimensioni (L × A × P)',
    'Afmetingen (B × H × D)',
    'Dimensions (L × H × P)',
    '尺寸（宽 × 高 × 深）',
  ],
  weight: ['Weight', 'Gewicht', 'Peso', 'Gewicht', 'Poids', '重量'],
  parallelUnits: [
    'Units in parallel',
    'Geräte im Parallelbetrieb',
    'Unità in parallelo',
    'Units parallel',
    'Unités en parallèle',
    '并联数量',
  ],
  parallelCapacity: [
    'Capacity in parallel',
    'Kapazität im Parallelbetrieb',
    'Capacità in parallelo',
    'Capaciteit bij parallelschakeling',
    'Capacité en parallèle',
    '并联总容量',
  ],
  parallelPower: [
    'Power in parallel',
    'Leistung im Parallelbetrieb',
    'Potenza in parallelo',
    'Vermogen bij parallelschakeling',
    'Puissance en parallèle',
    '并联总功率',
  ],
  pvOverConfiguration: [
    'PV over-configuration',
    'PV-Überdimensionierung',
    'Sovradimensionamento FV',
    'PV-overdimensionering',
    'Surdimensionnement PV',
    '光伏超配',
  ],
  mpptCount: [
    'Number of MPPTs',
    'Anzahl MPP-Tracker',
    'Numero di MPPT',
    "Aantal MPPT's",
    'Nombre de MPPT',
    'MPPT 数量',
  ],
  mpptStringCurrent: [
    'MPPT string current',
    'MPPT-Strangstrom',
    'Corrente di stringa MPPT',
    'MPPT-stringstroom',
    'Courant de chaîne MPPT',
    'MPPT 组串电流',
  ],
  mpptVoltage: [
    'MPPT voltage range',
    'MPP-Spannungsbereich',
    'Intervallo di tensione MPPT',
    'MPPT-spanningsbereik',
    'Plage de tension MPPT',
    'MPPT 电压范围',
  ],
  maxPvVoltage: [
    'Max. PV input voltage',
    'Max. PV-Eingangsspannung',
    'Tensione FV max. in ingresso',
    'Max. PV-ingangsspanning',
    "Tension d'entrée PV max.",
    '最大光伏输入电压',
  ],
  batteryVoltage: [
    'Battery voltage range',
    'Batteriespannungsbereich',
    'Intervallo di tensione della batteria',
    'Batterijspanningsbereik',
    'Plage de tension batterie',
    '电池电压范围',
  ],
  maxChargeCurrent: [
    'Max. charge/discharge current',
    'Max. Lade-/Entladestrom',
    'Corrente max. di carica/scarica',
    'Max. laad-/ontlaadstroom',
    'Courant de charge/décharge max.',
    '最大充放电电流',
  ],
  compatibleBattery: [
    'Compatible battery',
    'Kompatible Batterie',
    'Batteria compatibile',
    'Compatibele batterij',
    'Batterie compatible',
    '兼容电池',
  ],
  backupPower: [
    'Backup power',
    'Notstromleistung',
    'Potenza di backup',
    'Noodstroomvermogen',
    'Puissance de secours',
    '备电功率',
  ],
  unbalancedOutput: [
    'Unbalanced output',
    'Schieflastfähigkeit',
    'Uscita sbilanciata',
    'Asymmetrische belasting',
    'Sortie déséquilibrée',
    '不平衡输出',
  ],
  switchoverTime: [
    'Switchover time',
    'Umschaltzeit',
    'Tempo di commutazione',
    'Omschakeltijd',
    'Temps de basculement',
    '切换时间',
  ],
  gridConnection: [
    'Grid connection',
    'Netzanschluss',
    'Connessione alla rete',
    'Netaansluiting',
    'Raccordement au réseau',
    '电网接入',
  ],
  maxEfficiency: [
    'Max. efficiency',
    'Max. Wirkungsgrad',
    'Efficienza max.',
    'Max. rendement',
    'Rendement max.',
    '最高效率',
  ],
  cellChemistry: [
    'Cell chemistry',
    'Zellchemie',
    'Chimica delle celle',
    'Celchemie',
    'Chimie des cellules',
    '电芯类型',
  ],
  ingress: [
    'Protection rating',
    'Schutzart',
    'Grado di protezione',
    'Beschermingsgraad',
    'Indice de protection',
    '防护等级',
  ],
  packIngress: [
    'Battery pack protection',
    'Schutzart Batteriepack',
    'Protezione del pacco batteria',
    'Bescherming batterijpakket',
    'Protection du pack batterie',
    '电池包防护等级',
  ],
  operatingTemp: [
    'Operating temperature',
    'Betriebstemperatur',
    'Temperatura di esercizio',
    'Bedrijfstemperatuur',
    'Température de fonctionnement',
    '工作温度',
  ],
  cooling: ['Cooling', 'Kühlung', 'Raffreddamento', 'Koeling', 'Refroidissement', '散热方式'],
  monitoring: ['Monitoring', 'Monitoring', 'Monitoraggio', 'Monitoring', 'Supervision', '监控'],
  interfaces: [
    'Interfaces',
    'Schnittstellen',
    'Interfacce',
    'Interfaces',
    'Interfaces',
    '通信接口',
  ],
  certifications: [
    'Certifications',
    'Zertifizierungen',
    'Certificazioni',
    'Certificeringen',
    'Certifications',
    '认证',
  ],
  warranty: ['Warranty', 'Garantie', 'Garanzia', 'Garantie', 'Garantie', '质保'],
  dcVoltage: [
    'DC voltage range',
    'DC-Spannungsbereich',
    'Intervallo di tensione CC',
    'DC-spanningsbereik',
    'Plage de tension CC',
    '直流电压范围',
  ],
  maxDcCurrent: [
    'Max. DC current',
    'Max. DC-Strom',
    'Corrente CC max.',
    'Max. DC-stroom',
    'Courant CC max.',
    '最大直流电流',
  ],
  powerFactor: [
    'Power factor',
    'Leistungsfaktor',
    'Fattore di potenza',
    'Arbeidsfactor',
    'Facteur de puissance',
    '功率因数',
  ],
  thd: [
    'Current THD',
    'Oberschwingungsgehalt (THDi)',
    'Distorsione armonica (THDi)',
    'Harmonische vervorming (THDi)',
    'Taux de distorsion harmonique (THDi)',
    '电流谐波畸变率',
  ],
  fireSuppression: [
    'Fire suppression activation',
    'Auslösung der Brandunterdrückung',
    'Intervento del sistema antincendio',
    'Activering brandblussing',
    "Déclenchement de l'extinction",
    '消防系统启动时间',
  ],
  noise: [
    'Noise level',
    'Geräuschpegel',
    'Rumorosità',
    'Geluidsniveau',
    'Niveau sonore',
    '运行噪音',
  ],
  sts: [
    'Static transfer switch (STS)',
    'Statischer Umschalter (STS)',
    'Commutatore statico (STS)',
    'Statische transferschakelaar (STS)',
    'Commutateur statique (STS)',
    '静态切换开关（STS）',
  ],
  ems: [
    'Energy management',
    'Energiemanagement',
    'Gestione energetica',
    'Energiebeheer',
    "Gestion de l'énergie",
    '能量管理',
  ],
  connectivity: [
    'Connectivity',
    'Konnektivität',
    'Connettività',
    'Connectiviteit',
    'Connectivité',
    '联网方式',
  ],
  maxDevices: [
    'Devices per logger',
    'Geräte pro Logger',
    'Dispositivi per logger',
    'Apparaten per logger',
    'Appareils par enregistreur',
    '单台可接设备数',
  ],
  dataInterval: [
    'Data upload interval',
    'Übertragungsintervall',
    'Intervallo di invio dati',
    'Upload-interval',
    'Intervalle de transmission',
    '数据上传间隔',
  ],
  localStorage: [
    'Local data buffer',
    'Lokaler Datenpuffer',
    'Memoria dati locale',
    'Lokale databuffer',
    'Mémoire tampon locale',
    '本地数据缓存',
  ],
  powerSupply: [
    'Power supply',
    'Stromversorgung',
    'Alimentazione',
    'Voeding',
    'Alimentation',
    '供电方式',
  ],
  consumption: [
    'Power consumption',
    'Leistungsaufnahme',
    'Consumo',
    'Opgenomen vermogen',
    'Consommation',
    '功耗',
  ],
  compatibleWith: [
    'Compatible with',
    'Kompatibel mit',
    'Compatibile con',
    'Compatibel met',
    'Compatible avec',
    '兼容设备',
  ],
  sim: ['SIM', 'SIM-Karte', 'SIM', 'Simkaart', 'Carte SIM', 'SIM 卡'],
  ratedCurrent: [
    'Rated current',
    'Nennstrom',
    'Corrente nominale',
    'Nominale stroom',
    'Courant nominal',
    '额定电流',
  ],
  maxLoad: ['Max. load', 'Max. Last', 'Carico max.', 'Max. belasting', 'Charge max.', '最大负载'],
  meteringAccuracy: [
    'Metering accuracy',
    'Messgenauigkeit',
    'Precisione di misura',
    'Meetnauwkeurigheid',
    'Précision de mesure',
    '计量精度',
  ],
  standby: [
    'Standby consumption',
    'Standby-Verbrauch',
    'Consumo in standby',
    'Stand-byverbruik',
    'Consommation en veille',
    '待机功耗',
  ],
  plugTypes: [
    'Plug types',
    'Steckertypen',
    'Tipi di spina',
    'Stekkertypes',
    'Types de fiche',
    '插头类型',
  ],
  chargingPower: [
    'Charging power',
    'Ladeleistung',
    'Potenza di ricarica',
    'Laadvermogen',
    'Puissance de charge',
    '充电功率',
  ],
  connector: ['Connector', 'Anschluss', 'Connettore', 'Connector', 'Connecteur', '充电接口'],
  solarCharging: [
    'PV surplus charging',
    'PV-Überschussladen',
    'Ricarica con surplus FV',
    'Laden met PV-overschot',
    'Recharge au surplus solaire',
    '光伏余电充电',
  ],
  rcd: [
    'Residual current detection',
    'Fehlerstromerkennung',
    'Rilevamento della corrente di guasto',
    'Aardlekdetectie',
    'Détection de courant résiduel',
    '漏电检测',
  ],
  authentication: [
    'Authentication',
    'Authentifizierung',
    'Autenticazione',
    'Authenticatie',
    'Authentification',
    '身份验证',
  ],
  outputVoltage: [
    'Output voltage',
    'Ausgangsspannung',
    'Tensione di uscita',
    'Uitgangsspanning',
    'Tension de sortie',
    '输出电压',
  ],
  outputCurrent: [
    'Max. output current',
    'Max. Ausgangsstrom',
    'Corrente di uscita max.',
    'Max. uitgangsstroom',
    'Courant de sortie max.',
    '最大输出电流',
  ],
} satisfies Record<string, Words>;

/** Words inside values, written `{key}` in a value. */
const words = {
  upTo: ['up to', 'bis zu', 'fino a', 'tot', "jusqu'à", '最多'],
  years: ['years', 'Jahre', 'anni', 'jaar', 'ans', '年'],
  min: ['min', 'min', 'min', 'min', 'min', '分钟'],
  days: ['days', 'Tage', 'giorni', 'dagen', 'jours', '天'],
  twice: [
    'up to 2x rated power',
    'bis zum 2-Fachen der Nennleistung',
    'fino a 2 volte la potenza nominale',
    'tot 2x het nominale vermogen',
    "jusqu'à 2 fois la puissance nominale",
    '最高为额定功率的 2 倍',
  ],
  natural: [
    'Natural convection',
    'Natürliche Konvektion',
    'Convezione naturale',
    'Natuurlijke convectie',
    'Convection naturelle',
    '自然散热',
  ],
  smartFan: [
    'Temperature-controlled fans',
    'Temperaturgesteuerte Lüfter',
    'Ventole a controllo termico',
    'Temperatuurgestuurde ventilatoren',
    'Ventilateurs pilotés par la température',
    '智能温控风冷',
  ],
  liquid: [
    'Liquid cooling',
    'Flüssigkeitskühlung',
    'Raffreddamento a liquido',
    'Vloeistofkoeling',
    'Refroidissement liquide',
    '液冷',
  ],
  floorStack: [
    'Floor-standing stack, no cables between modules',
    'Bodenstehender Stapel, keine Kabel zwischen den Modulen',
    'Pila a pavimento, senza cavi tra i moduli',
    'Vrijstaande stapel, geen kabels tussen de modules',
    'Pile posée au sol, sans câble entre les modules',
    '落地堆叠，模块间免接线',
  ],
  wallMount: ['Wall-mounted', 'Wandmontage', 'A parete', 'Wandmontage', 'Murale', '壁挂式'],
  dinRail: ['DIN rail', 'Hutschiene', 'Guida DIN', 'DIN-rail', 'Rail DIN', 'DIN 导轨'],
  wifi: ['WiFi', 'WLAN', 'Wi-Fi', 'wifi', 'Wi-Fi', 'WiFi'],
  dc: ['DC', 'DC', 'CC', 'DC', 'CC', '直流'],
  ecos: ['ECOS app', 'ECOS-App', 'App ECOS', 'ECOS-app', 'Application ECOS', 'ECOS 应用'],
  integrated: ['Integrated', 'Integriert', 'Integrato', 'Geïntegreerd', 'Intégré', '内置'],
  yes: ['Yes', 'Ja', 'Sì', 'Ja', 'Oui', '支持'],
  type2: [
    'Type 2 socket or 5 m cable',
    'Typ-2-Steckdose oder 5-m-Kabel',
    'Presa di tipo 2 o cavo da 5 m',
    'Type 2-contactdoos of kabel van 5 m',
    'Prise type 2 ou câble de 5 m',
    'Type 2 插座或 5 m 充电线',
  ],
  ccs2: [
    '2 × CCS2, 5 m cables',
    '2 × CCS2, 5-m-Kabel',
    '2 × CCS2, cavi da 5 m',
    '2 × CCS2, kabels van 5 m',
    '2 × CCS2, câbles de 5 m',
    '2 × CCS2，5 m 充电线',
  ],
} satisfies Record<string, Words>;

const range: Record<LanguageCode, (from: string, to: string) => string> = {
  en: (a, b) => `${a} to ${b}`,
  au: (a, b) => `${a} to ${b}`,
  de: (a, b) => `${a} bis ${b}`,
  it: (a, b) => `da ${a} a ${b}`,
  nl: (a, b) => `${a} tot ${b}`,
  fr: (a, b) => `de ${a} à ${b}`,
  cn: (a, b) => `${a} 至 ${b}`,
};

/** A value in English notation ("−20 to 55 °C", "9.98–29.94 kWh", "{upTo} 5"), or raw text
 * that must not change (standard names such as "AS/NZS 4777.2"). */
type Value = string | { raw: string };
type Group = { title: keyof typeof titles; rows: [keyof typeof labels, Value][] };

function localValue(code: LanguageCode, value: Value): string {
  if (typeof value !== 'string') return value.raw;
  const comma = code === 'de' || code === 'it' || code === 'nl' || code === 'fr';
  const separators = (n: string) =>
    n.replace(/[,.]/g, (c) => (c === '.' ? ',' : code === 'fr' ? ' ' : '.'));
  let out = comma ? value.replace(/\d[\d,.]*\d/g, separators) : value;
  if (code === 'de' || code === 'fr') out = out.replace(/(\d)%/g, '$1 %');
  out = out.replace(/(\S+) to (\S+)/g, (_, a: string, b: string) => range[code](a, b));
  return out.replace(
    /\{(\w+)\}/g,
    (_, key: string) => words[key as keyof typeof words][column[code]],
  );
}

function specsIn(code: LanguageCode, groups: Group[]): ProductSpecGroup[] {
  return groups.map((g) => ({
    title: titles[g.title][column[code]],
    rows: g.rows.map(([label, value]) => ({
      label: labels[label][column[code]],
      value: localValue(code, value),
    })),
  }));
}

/** A product page's text: the body is an intro, the key benefits and a closing line (markdown). */
type Text = { name: string; summary: string; intro: string; benefits: string[]; outro: string };
type ProductDef = {
  id: string;
  category: string;
  specs: Group[];
  text: Record<LanguageCode, Text>;
};

const benefitsHeading: Words = [
  'Key benefits',
  'Ihre Vorteile',
  'Vantaggi principali',
  'Belangrijkste voordelen',
  'Principaux avantages',
  '核心优势',
];

function rowText(code: LanguageCode, def: ProductDef) {
  const { name, summary, intro, benefits, outro } = def.text[code];
  const list = benefits.map((b) => `- ${b}`).join('\n');
  const body = `${intro}\n\n## ${benefitsHeading[column[code]]}\n\n${list}\n\n${outro}`;
  return { name, summary, body, specs: specsIn(code, def.specs) };
}

/** The seven rows of one product; `sort` follows the catalogue order of the list below. */
function productRows(def: ProductDef, index: number) {
  const text = Object.fromEntries(languageCodes.map((code) => [code, rowText(code, def)]));
  const shared = { id: def.id, category: def.category, sort: index + 1 };
  return perLanguage(
    { ...shared, coverUrl: `/images/products/${def.id}.svg` },
    text as Record<LanguageCode, ReturnType<typeof rowText>>,
  );
}

const hybridSystemEn: Text = {
  name: 'Three-phase hybrid system',
  summary:
    'A hybrid inverter and LFP battery in one system for homes: 5 to 13 kW, 9.98 to 29.94 kWh.',
  intro:
    'The three-phase hybrid system brings a hybrid inverter and a high-voltage LFP battery together in one floor-standing unit. It is built for homes with a three-phase connection that want to use more of their own solar power, cut their energy bills and keep the lights on during a grid outage.',
  benefits: [
    '**Sized to the home:** 5 to 13 kW of output and 9.98 to 29.94 kWh of storage, from two to six stacked battery modules.',
    "**More solar on the same inverter:** up to 2x PV over-configuration and an MPPT string current of 16/26 A suit today's large, high-output panels.",
    '**Room to grow:** up to 5 units in parallel, for up to 149.76 kWh.',
    '**Whole-home backup:** 110% unbalanced output carries single-phase loads such as heat pumps and ovens, and the switchover to backup takes less than 10 ms.',
    '**Simple to live with:** the ECOS app shows generation, storage and consumption, and lets you choose between self-power, time-of-use and backup modes.',
  ],
  outro: 'Installed by a Voltara-certified installer, the system comes with a 10-year warranty.',
};

const hybridSystem: ProductDef = {
  id: 'three-phase-hybrid-system',
  category: 'home-system',
  specs: [
    {
      title: 'overview',
      rows: [
        ['models', { raw: 'H3-5, H3-6, H3-8, H3-10, H3-12, H3-13' }],
        ['ratedPower', '5–13 kW'],
        ['usableCapacity', '9.98–29.94 kWh'],
        ['batteryModules', '2–6 × 4.99 kWh'],
        ['parallelUnits', '{upTo} 5'],
        ['parallelCapacity', '{upTo} 149.76 kWh'],
      ],
    },
    {
      title: 'pv',
      rows: [
        ['pvOverConfiguration', '{twice}'],
        ['mpptCount', '2'],
        ['mpptStringCurrent', '16/26 A'],
        ['mpptVoltage', '160–950 V'],
        ['maxPvVoltage', '1000 V'],
      ],
    },
    {
      title: 'output',
      rows: [
        ['backupPower', '5–13 kW'],
        ['unbalancedOutput', '110%'],
        ['switchoverTime', '< 10 ms'],
        ['gridConnection', '3/N/PE, 230/400 V, 50/60 Hz'],
        ['maxEfficiency', '98.2%'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['cellChemistry', 'LiFePO₄ (LFP)'],
        ['ingress', 'IP65'],
        ['operatingTemp', '−20 to 55 °C'],
        ['cooling', '{natural}'],
        ['monitoring', '{ecos}, {wifi} / LAN / 4G'],
        [
          'certifications',
          { raw: 'IEC 62109-1/-2, IEC 62619, VDE-AR-N 4105, CEI 0-21, AS/NZS 4777.2' },
        ],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '三相混合储能系统',
      summary:
        '三相混合逆变器与高压磷酸铁锂电池一体化的家用储能系统，功率 5–13 kW，容量 9.98–29.94 kWh。',
      intro:
        '三相混合储能系统将混合逆变器与高压磷酸铁锂电池集成在一台落地式设备中，专为三相供电的家庭设计：多用自家光伏电力、降低电费，并在电网停电时持续供电。',
      benefits: [
        '**按需配置**：输出功率 5–13 kW，由 2 至 6 个电池模块堆叠，储能容量 9.98–29.94 kWh。',
        '**同一台逆变器接入更多光伏**：最高支持 2 倍光伏超配，MPPT 组串电流 16/26 A，适配大尺寸高效组件。',
        '**扩容空间充足**：最多 5 台并联，总容量最高可达 149.76 kWh。',
        '**全屋备电**：110% 不平衡输出可带动热泵、烤箱等单相大负载，切换至备电模式不到 10 ms。',
        '**使用省心**：在 ECOS 应用中查看发电、储能与用电情况，并在自发自用、分时电价和备电模式之间自由切换。',
      ],
      outro: '由 Voltara 认证安装商安装的系统享受 10 年质保。',
    },
    au: {
      ...hybridSystemEn,
      summary:
        'A hybrid inverter and LFP battery in one system for Australian homes: 5 to 13 kW, 9.98 to 29.94 kWh.',
      intro:
        'The three-phase hybrid system brings a hybrid inverter and a high-voltage LFP battery together in one floor-standing unit. It is built for homes with a three-phase connection that want to use more of their own solar power, cut their power bills and keep the lights on during a blackout.',
    },
    en: hybridSystemEn,
    de: {
      name: 'Dreiphasiges Hybridsystem',
      summary:
        'Hybridwechselrichter und LFP-Batterie in einem System für Eigenheime: 5 bis 13 kW, 9,98 bis 29,94 kWh.',
      intro:
        'Das dreiphasige Hybridsystem vereint einen Hybridwechselrichter und eine Hochvolt-LFP-Batterie in einem bodenstehenden Gerät. Es ist für Häuser mit dreiphasigem Netzanschluss gemacht, die mehr eigenen Solarstrom nutzen, ihre Stromkosten senken und bei einem Netzausfall weiter versorgt sein wollen.',
      benefits: [
        '**Passend zum Haus:** 5 bis 13 kW Leistung und 9,98 bis 29,94 kWh Speicher aus zwei bis sechs gestapelten Batteriemodulen.',
        '**Mehr Solarleistung am selben Wechselrichter:** bis zu 2-fache PV-Überdimensionierung und ein MPPT-Strangstrom von 16/26 A für große, leistungsstarke Module.',
        '**Reserven für morgen:** bis zu 5 Geräte parallel, mit bis zu 149,76 kWh.',
        '**Notstrom für das ganze Haus:** 110 % Schieflastfähigkeit versorgt einphasige Verbraucher wie Wärmepumpe oder Backofen, und die Umschaltung auf Notstrom dauert weniger als 10 ms.',
        '**Einfach im Alltag:** Die ECOS-App zeigt Erzeugung, Speicherung und Verbrauch und wechselt zwischen Eigenverbrauch, zeitvariablem Tarif und Notstrom.',
      ],
      outro:
        'Bei Installation durch einen Voltara-zertifizierten Installateur gilt eine Garantie von 10 Jahren.',
    },
    it: {
      name: 'Sistema ibrido trifase',
      summary:
        'Inverter ibrido e batteria LFP in un unico sistema per la casa: da 5 a 13 kW, da 9,98 a 29,94 kWh.',
      intro:
        "Il sistema ibrido trifase riunisce un inverter ibrido e una batteria LFP ad alta tensione in un'unica unità a pavimento. È pensato per le abitazioni con allacciamento trifase che vogliono usare più energia solare propria, ridurre la bolletta e restare alimentate durante un blackout.",
      benefits: [
        '**Dimensionato sulla casa:** da 5 a 13 kW di potenza e da 9,98 a 29,94 kWh di accumulo, con da due a sei moduli batteria impilati.',
        '**Più fotovoltaico sullo stesso inverter:** sovradimensionamento FV fino a 2 volte e corrente di stringa MPPT di 16/26 A, adatta ai moduli moderni di grande formato.',
        '**Spazio per crescere:** fino a 5 unità in parallelo, per un totale di 149,76 kWh.',
        "**Backup per tutta la casa:** l'uscita sbilanciata al 110% alimenta carichi monofase come pompe di calore e forni, e la commutazione in backup richiede meno di 10 ms.",
        "**Semplice da usare:** l'app ECOS mostra produzione, accumulo e consumi e permette di scegliere tra autoconsumo, fasce orarie e backup.",
      ],
      outro:
        'Se installato da un installatore certificato Voltara, il sistema ha una garanzia di 10 anni.',
    },
    nl: {
      name: 'Driefasig hybride systeem',
      summary:
        'Hybride omvormer en LFP-batterij in één systeem voor woningen: 5 tot 13 kW, 9,98 tot 29,94 kWh.',
      intro:
        'Het driefasige hybride systeem combineert een hybride omvormer en een hoogspannings-LFP-batterij in één vrijstaand apparaat. Het is gemaakt voor woningen met een driefasige aansluiting die meer eigen zonnestroom willen gebruiken, hun energierekening willen verlagen en bij een stroomstoring stroom willen houden.',
      benefits: [
        '**Afgestemd op de woning:** 5 tot 13 kW vermogen en 9,98 tot 29,94 kWh opslag, met twee tot zes gestapelde batterijmodules.',
        '**Meer zonnepanelen op dezelfde omvormer:** tot 2x PV-overdimensionering en een MPPT-stringstroom van 16/26 A voor grote, krachtige panelen.',
        '**Ruimte om te groeien:** tot 5 units parallel, samen tot 149,76 kWh.',
        '**Noodstroom voor het hele huis:** 110% asymmetrische belasting voedt enkelfasige verbruikers zoals een warmtepomp of oven, en de omschakeling naar noodstroom duurt minder dan 10 ms.',
        '**Eenvoudig in gebruik:** de ECOS-app toont opwek, opslag en verbruik en schakelt tussen eigen verbruik, tijdsafhankelijk tarief en noodstroom.',
      ],
      outro:
        'Geïnstalleerd door een door Voltara gecertificeerde installateur heeft het systeem 10 jaar garantie.',
    },
    fr: {
      name: 'Système hybride triphasé',
      summary:
        'Un onduleur hybride et une batterie LFP réunis pour la maison : de 5 à 13 kW, de 9,98 à 29,94 kWh.',
      intro:
        'Le système hybride triphasé réunit un onduleur hybride et une batterie LFP haute tension dans un seul appareil posé au sol. Il est conçu pour les maisons raccordées en triphasé qui veulent consommer davantage leur propre électricité solaire, réduire leur facture et rester alimentées en cas de coupure de courant.',
      benefits: [
        '**Adapté à chaque maison :** de 5 à 13 kW de puissance et de 9,98 à 29,94 kWh de stockage, avec deux à six modules de batterie empilés.',
        "**Plus de solaire sur le même onduleur :** surdimensionnement PV jusqu'à 2 fois et courant de chaîne MPPT de 16/26 A, adapté aux grands panneaux actuels.",
        "**Évolutif :** jusqu'à 5 unités en parallèle, pour un total de 149,76 kWh.",
        '**Secours pour toute la maison :** la sortie déséquilibrée à 110 % alimente les charges monophasées comme une pompe à chaleur ou un four, et le basculement en secours prend moins de 10 ms.',
        "**Simple au quotidien :** l'application ECOS affiche production, stockage et consommation et permet de choisir entre autoconsommation, heures creuses et secours.",
      ],
      outro:
        "Installé par un installateur certifié Voltara, le système bénéficie d'une garantie de 10 ans.",
    },
  },
};

const batteryBoxEn: Text = {
  name: 'High-voltage LFP battery box',
  summary: 'A stackable home battery built from 4.99 kWh modules, from 4.99 to 29.94 kWh.',
  intro:
    'The high-voltage LFP battery box is a stackable home battery built from 4.99 kWh modules. One to six modules make a stack of 4.99 to 29.94 kWh, so the battery can start small and grow with the household, an electric car or a heat pump.',
  benefits: [
    '**Long life:** lithium iron phosphate cells rated for more than 10,000 cycles at 1C, charging and discharging continuously at full rate.',
    '**Fast installation:** modules plug together with no cables between them; a complete stack is installed in 15 minutes, saving 75% of installation time.',
    '**Ready for winter:** 100% power at −20 °C, in an IP65 enclosure for indoor or outdoor installation.',
    '**Safe by design:** a thermally stable cell chemistry, monitoring of every module and a battery management system that isolates a fault before it can spread.',
  ],
  outro:
    'The battery box pairs with the Voltara single-phase and three-phase hybrid inverters and is covered by a 10-year warranty when installed by a certified installer.',
};

const batteryBox: ProductDef = {
  id: 'high-voltage-lfp-battery-box',
  category: 'battery',
  specs: [
    {
      title: 'overview',
      rows: [
        ['moduleCapacity', '4.99 kWh'],
        ['usableCapacity', '4.99–29.94 kWh'],
        ['modulesPerStack', '1–6'],
        ['nominalVoltage', '102.4–614.4 V'],
        ['chargeRate', '1C'],
      ],
    },
    {
      title: 'performance',
      rows: [
        ['cycleLife', '> 10,000'],
        ['roundTrip', '> 95%'],
        ['coldPower', '100%'],
        ['operatingTemp', '−20 to 55 °C'],
      ],
    },
    {
      title: 'installation',
      rows: [
        ['stackInstallTime', '15 {min}'],
        ['installTimeSaved', '75%'],
        ['mounting', '{floorStack}'],
        ['moduleWeight', '46 kg'],
        ['moduleDimensions', '620 × 210 × 380 mm'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['cellChemistry', 'LiFePO₄ (LFP)'],
        ['ingress', 'IP65'],
        ['certifications', { raw: 'IEC 62619, IEC 62040-1, UN 38.3, VDE-AR-E 2510-50' }],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '高压磷酸铁锂电池箱',
      summary: '由 4.99 kWh 模块堆叠而成的家用储能电池，容量 4.99–29.94 kWh。',
      intro:
        '高压磷酸铁锂电池箱是一款可堆叠的家用储能电池，由 4.99 kWh 的电池模块组成。1 至 6 个模块即可组成 4.99–29.94 kWh 的电池堆，可以从小容量起步，再随家庭用电、电动汽车或热泵的需求逐步扩容。',
      benefits: [
        '**超长寿命**：磷酸铁锂电芯在 1C 条件下循环寿命超过 10000 次，支持满倍率持续充放电。',
        '**快速安装**：模块之间直接插接、无需线缆，15 分钟即可完成整堆安装，节省 75% 的安装时间。',
        '**无惧严寒**：−20 °C 下仍可 100% 功率输出，IP65 防护外壳，室内室外均可安装。',
        '**本质安全**：热稳定性高的电芯化学体系、逐个模块的监测，以及可在故障扩散前将其隔离的电池管理系统。',
      ],
      outro: '电池箱可搭配 Voltara 单相与三相混合逆变器使用，由认证安装商安装时享受 10 年质保。',
    },
    au: {
      ...batteryBoxEn,
      benefits: [
        ...batteryBoxEn.benefits.slice(0, 2),
        '**Ready for cold snaps:** 100% power at −20 °C, in an IP65 enclosure for indoor or outdoor installation.',
        ...batteryBoxEn.benefits.slice(3),
      ],
    },
    en: batteryBoxEn,
    de: {
      name: 'Hochvolt-LFP-Batteriebox',
      summary: 'Stapelbarer Heimspeicher aus Modulen mit 4,99 kWh, von 4,99 bis 29,94 kWh.',
      intro:
        'Die Hochvolt-LFP-Batteriebox ist ein stapelbarer Heimspeicher aus Modulen mit je 4,99 kWh. Ein bis sechs Module bilden einen Stapel mit 4,99 bis 29,94 kWh: Der Speicher kann klein beginnen und mit dem Haushalt, dem Elektroauto oder der Wärmepumpe wachsen.',
      benefits: [
        '**Langlebig:** Lithium-Eisenphosphat-Zellen für mehr als 10.000 Zyklen bei 1C, dauerhaftes Laden und Entladen mit voller Leistung.',
        '**Schnell installiert:** Die Module werden ohne Kabel dazwischen aufeinandergesteckt; ein kompletter Stapel ist in 15 Minuten montiert, das spart 75 % Installationszeit.',
        '**Wintertauglich:** 100 % Leistung bei −20 °C, im IP65-Gehäuse für innen und außen.',
        '**Sicher konstruiert:** thermisch stabile Zellchemie, Überwachung jedes einzelnen Moduls und ein Batteriemanagementsystem, das einen Fehler isoliert, bevor er sich ausbreiten kann.',
      ],
      outro:
        'Die Batteriebox arbeitet mit den einphasigen und dreiphasigen Hybridwechselrichtern von Voltara zusammen. Bei Installation durch einen zertifizierten Installateur gilt eine Garantie von 10 Jahren.',
    },
    it: {
      name: 'Battery box LFP ad alta tensione',
      summary: 'Batteria domestica impilabile con moduli da 4,99 kWh, da 4,99 a 29,94 kWh.',
      intro:
        "Il battery box LFP ad alta tensione è una batteria domestica impilabile composta da moduli da 4,99 kWh. Da uno a sei moduli formano una pila da 4,99 a 29,94 kWh: l'accumulo può partire piccolo e crescere insieme alla famiglia, all'auto elettrica o alla pompa di calore.",
      benefits: [
        '**Lunga durata:** celle al litio ferro fosfato per oltre 10.000 cicli a 1C, con carica e scarica continue alla massima potenza.',
        "**Installazione rapida:** i moduli si innestano uno sull'altro senza cavi; una pila completa si installa in 15 minuti, con il 75% di tempo di installazione risparmiato.",
        "**Pronto per l'inverno:** 100% della potenza a −20 °C, in un involucro IP65 per interni ed esterni.",
        '**Sicuro per progetto:** chimica delle celle termicamente stabile, monitoraggio di ogni modulo e un sistema di gestione della batteria che isola un guasto prima che possa propagarsi.',
      ],
      outro:
        'Il battery box funziona con gli inverter ibridi monofase e trifase Voltara e, se installato da un installatore certificato, ha una garanzia di 10 anni.',
    },
    nl: {
      name: 'Hoogspannings-LFP-batterijbox',
      summary: 'Stapelbare thuisbatterij met modules van 4,99 kWh, van 4,99 tot 29,94 kWh.',
      intro:
        'De hoogspannings-LFP-batterijbox is een stapelbare thuisbatterij, opgebouwd uit modules van 4,99 kWh. Eén tot zes modules vormen een stapel van 4,99 tot 29,94 kWh, zodat de batterij klein kan beginnen en mee kan groeien met het huishouden, een elektrische auto of een warmtepomp.',
      benefits: [
        '**Lange levensduur:** lithium-ijzerfosfaatcellen voor meer dan 10.000 cycli bij 1C, met continu laden en ontladen op vol vermogen.',
        '**Snel geïnstalleerd:** de modules klikken zonder kabels op elkaar; een complete stapel is in 15 minuten geïnstalleerd, wat 75% installatietijd bespaart.',
        '**Klaar voor de winter:** 100% vermogen bij −20 °C, in een IP65-behuizing voor binnen en buiten.',
        '**Veilig ontworpen:** een thermisch stabiele celchemie, bewaking van elke module en een batterijbeheersysteem dat een storing isoleert voordat die zich kan verspreiden.',
      ],
      outro:
        'De batterijbox werkt samen met de enkelfasige en driefasige hybride omvormers van Voltara en heeft 10 jaar garantie bij installatie door een gecertificeerde installateur.',
    },
    fr: {
      name: 'Batterie LFP haute tension',
      summary: 'Batterie domestique empilable en modules de 4,99 kWh, de 4,99 à 29,94 kWh.',
      intro:
        'La batterie LFP haute tension est une batterie domestique empilable composée de modules de 4,99 kWh. Un à six modules forment une pile de 4,99 à 29,94 kWh : la batterie peut démarrer petit et grandir avec le foyer, une voiture électrique ou une pompe à chaleur.',
      benefits: [
        '**Longue durée de vie :** cellules lithium fer phosphate conçues pour plus de 10 000 cycles à 1C, avec charge et décharge continues à pleine puissance.',
        "**Installation rapide :** les modules s'emboîtent sans câble entre eux ; une pile complète s'installe en 15 minutes, soit 75 % de temps d'installation gagné.",
        "**Prête pour l'hiver :** 100 % de la puissance à −20 °C, dans un boîtier IP65 pour l'intérieur comme pour l'extérieur.",
        "**Sûre par conception :** une chimie de cellule thermiquement stable, la surveillance de chaque module et un système de gestion de batterie qui isole un défaut avant qu'il ne se propage.",
      ],
      outro:
        "La batterie fonctionne avec les onduleurs hybrides monophasés et triphasés Voltara et bénéficie d'une garantie de 10 ans lorsqu'elle est installée par un installateur certifié.",
    },
  },
};

const singlePhaseInverterEn: Text = {
  name: 'Single-phase hybrid inverter',
  summary:
    'A 3.6 to 6 kW hybrid inverter for homes with a single-phase connection, ready for solar, battery and backup.',
  intro:
    'The single-phase hybrid inverter manages solar panels, a battery and the grid from one wall-mounted unit. It is the natural choice for homes with a single-phase connection and for adding storage to an existing solar system.',
  benefits: [
    '**Three power ratings:** 3.6, 5 and 6 kW, with up to 150% PV over-configuration to harvest more in the morning and evening.',
    '**Two MPPTs:** for roofs facing two directions, with a string current of 16 A each.',
    '**Battery ready:** connects one to four Voltara HV Box modules, from 4.99 to 19.96 kWh.',
    '**Backup in under 10 ms:** essential circuits keep running when the grid fails.',
    '**Built for outdoors:** IP66 protection and natural convection cooling, with no fan to maintain.',
  ],
  outro:
    'Commissioning takes a few minutes in the ECOS app, and the inverter is covered by a 10-year warranty when installed by a certified installer.',
};

const singlePhaseInverter: ProductDef = {
  id: 'single-phase-hybrid-inverter',
  category: 'inverter',
  specs: [
    {
      title: 'overview',
      rows: [
        ['models', { raw: 'H1-3.6, H1-5, H1-6' }],
        ['ratedPower', '3.6–6 kW'],
        ['gridConnection', 'L/N/PE, 230 V, 50/60 Hz'],
        ['maxEfficiency', '97.8%'],
      ],
    },
    {
      title: 'pv',
      rows: [
        ['pvOverConfiguration', '{upTo} 150%'],
        ['mpptCount', '2'],
        ['mpptStringCurrent', '16/16 A'],
        ['mpptVoltage', '80–550 V'],
        ['maxPvVoltage', '600 V'],
      ],
    },
    {
      title: 'battery',
      rows: [
        ['compatibleBattery', 'HV Box, 4.99–19.96 kWh'],
        ['batteryVoltage', '80–450 V'],
        ['maxChargeCurrent', '30 A'],
      ],
    },
    {
      title: 'output',
      rows: [
        ['backupPower', '3.6–6 kW'],
        ['switchoverTime', '< 10 ms'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['ingress', 'IP66'],
        ['operatingTemp', '−25 to 60 °C'],
        ['cooling', '{natural}'],
        ['mounting', '{wallMount}'],
        ['dimensions', '450 × 380 × 170 mm'],
        ['weight', '21 kg'],
        [
          'certifications',
          { raw: 'IEC 62109-1/-2, EN 50549-1, VDE-AR-N 4105, CEI 0-21, C10/11, AS/NZS 4777.2' },
        ],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '单相混合逆变器',
      summary: '适用于单相供电家庭的 3.6–6 kW 混合逆变器，可接入光伏、电池并提供备电。',
      intro:
        '单相混合逆变器以一台壁挂设备统一管理光伏组件、电池与电网，是单相供电家庭以及为现有光伏系统加装储能的理想选择。',
      benefits: [
        '**三个功率档位**：3.6、5 和 6 kW，最高支持 150% 光伏超配，早晚发电更多。',
        '**双路 MPPT**：适合两个朝向的屋顶，每路组串电流 16 A。',
        '**随时接入储能**：可连接 1 至 4 个 Voltara HV Box 电池模块，容量 4.99–19.96 kWh。',
        '**10 ms 内切换备电**：电网停电时，重要回路持续运行。',
        '**适合户外安装**：IP66 防护，自然散热，无风扇免维护。',
      ],
      outro: '在 ECOS 应用中几分钟即可完成调试；由认证安装商安装时享受 10 年质保。',
    },
    au: {
      ...singlePhaseInverterEn,
      outro:
        'Certified to AS/NZS 4777.2, it is commissioned in a few minutes in the ECOS app and is covered by a 10-year warranty when installed by a certified installer.',
    },
    en: singlePhaseInverterEn,
    de: {
      name: 'Einphasiger Hybridwechselrichter',
      summary:
        'Hybridwechselrichter mit 3,6 bis 6 kW für Häuser mit einphasigem Anschluss, bereit für PV, Batterie und Notstrom.',
      intro:
        'Der einphasige Hybridwechselrichter steuert Solarmodule, Batterie und Netz aus einem wandmontierten Gerät. Er ist die naheliegende Wahl für Häuser mit einphasigem Anschluss und für die Nachrüstung eines Speichers an einer bestehenden PV-Anlage.',
      benefits: [
        '**Drei Leistungsklassen:** 3,6, 5 und 6 kW, mit bis zu 150 % PV-Überdimensionierung für mehr Ertrag am Morgen und am Abend.',
        '**Zwei MPP-Tracker:** für Dächer mit zwei Ausrichtungen, mit je 16 A Strangstrom.',
        '**Speicherbereit:** für ein bis vier Module der Voltara HV Box, von 4,99 bis 19,96 kWh.',
        '**Notstrom in unter 10 ms:** Wichtige Stromkreise laufen weiter, wenn das Netz ausfällt.',
        '**Für draußen gebaut:** Schutzart IP66 und Kühlung durch natürliche Konvektion, ganz ohne wartungsbedürftigen Lüfter.',
      ],
      outro:
        'Die Inbetriebnahme dauert in der ECOS-App nur wenige Minuten. Bei Installation durch einen zertifizierten Installateur gilt eine Garantie von 10 Jahren.',
    },
    it: {
      name: 'Inverter ibrido monofase',
      summary:
        'Inverter ibrido da 3,6 a 6 kW per abitazioni con allacciamento monofase, pronto per fotovoltaico, batteria e backup.',
      intro:
        "L'inverter ibrido monofase gestisce pannelli solari, batteria e rete da un'unica unità a parete. È la scelta naturale per le abitazioni con allacciamento monofase e per aggiungere un accumulo a un impianto fotovoltaico esistente.",
      benefits: [
        '**Tre taglie di potenza:** 3,6, 5 e 6 kW, con sovradimensionamento FV fino al 150% per produrre di più al mattino e alla sera.',
        '**Due MPPT:** per tetti con due orientamenti, con una corrente di stringa di 16 A ciascuno.',
        "**Pronto per l'accumulo:** collega da uno a quattro moduli Voltara HV Box, da 4,99 a 19,96 kWh.",
        '**Backup in meno di 10 ms:** i circuiti essenziali continuano a funzionare quando manca la rete.',
        "**Costruito per l'esterno:** protezione IP66 e raffreddamento a convezione naturale, senza ventole da manutenere.",
      ],
      outro:
        "La messa in servizio richiede pochi minuti con l'app ECOS e, se installato da un installatore certificato, l'inverter ha una garanzia di 10 anni.",
    },
    nl: {
      name: 'Enkelfasige hybride omvormer',
      summary:
        'Hybride omvormer van 3,6 tot 6 kW voor woningen met een enkelfasige aansluiting, klaar voor zonnepanelen, batterij en noodstroom.',
      intro:
        'De enkelfasige hybride omvormer beheert zonnepanelen, een batterij en het net vanuit één apparaat aan de muur. Hij is de logische keuze voor woningen met een enkelfasige aansluiting en om opslag toe te voegen aan een bestaande zonne-installatie.',
      benefits: [
        '**Drie vermogens:** 3,6, 5 en 6 kW, met tot 150% PV-overdimensionering voor meer opbrengst in de ochtend en de avond.',
        "**Twee MPPT's:** voor daken met twee oriëntaties, met een stringstroom van 16 A per MPPT.",
        '**Klaar voor opslag:** sluit één tot vier Voltara HV Box-modules aan, van 4,99 tot 19,96 kWh.',
        '**Noodstroom binnen 10 ms:** belangrijke groepen blijven werken als het net uitvalt.',
        '**Gemaakt voor buiten:** IP66-bescherming en koeling door natuurlijke convectie, zonder ventilator die onderhoud vraagt.',
      ],
      outro:
        'De inbedrijfstelling duurt enkele minuten in de ECOS-app, en bij installatie door een gecertificeerde installateur heeft de omvormer 10 jaar garantie.',
    },
    fr: {
      name: 'Onduleur hybride monophasé',
      summary:
        'Un onduleur hybride de 3,6 à 6 kW pour les maisons raccordées en monophasé, prêt pour le solaire, la batterie et le secours.',
      intro:
        "L'onduleur hybride monophasé gère les panneaux solaires, la batterie et le réseau depuis un seul appareil mural. C'est le choix naturel pour les maisons raccordées en monophasé et pour ajouter du stockage à une installation solaire existante.",
      benefits: [
        "**Trois puissances :** 3,6, 5 et 6 kW, avec un surdimensionnement PV jusqu'à 150 % pour produire davantage le matin et le soir.",
        '**Deux MPPT :** pour les toitures à deux orientations, avec un courant de chaîne de 16 A chacun.',
        '**Prêt pour le stockage :** se raccorde à un à quatre modules Voltara HV Box, de 4,99 à 19,96 kWh.',
        '**Secours en moins de 10 ms :** les circuits essentiels continuent de fonctionner en cas de coupure du réseau.',
        "**Conçu pour l'extérieur :** protection IP66 et refroidissement par convection naturelle, sans ventilateur à entretenir.",
      ],
      outro:
        "La mise en service prend quelques minutes dans l'application ECOS et l'onduleur bénéficie d'une garantie de 10 ans lorsqu'il est installé par un installateur certifié.",
    },
  },
};

const commercialInverterEn: Text = {
  name: 'Three-phase commercial hybrid inverter',
  summary: '20 to 30 kW of hybrid power for farms, workshops, shops and small offices.',
  intro:
    'The three-phase commercial hybrid inverter links rooftop solar, battery storage and the grid for small businesses. Farms, workshops, shops and offices use it to store midday solar power, reduce peak demand charges and keep critical loads such as refrigeration, servers and point-of-sale systems running during an outage.',
  benefits: [
    '**20, 25 and 30 kW models** with three MPPTs and a string current of 32 A each for large-format panels.',
    '**Up to 6 units in parallel** for sites of up to 180 kW.',
    '**Wide battery voltage range** from 150 to 800 V, for Voltara HV Box stacks and commercial battery racks.',
    '**Uninterrupted supply:** switchover to backup in under 10 ms.',
    '**Efficient and robust:** up to 98.4% efficiency, IP66 protection and smart fans that run only when needed.',
  ],
  outro:
    'Installers monitor each site in ECOS Hub, and sites can be connected to Pangu OS as soon as they become part of a larger portfolio.',
};

const commercialInverter: ProductDef = {
  id: 'commercial-hybrid-inverter',
  category: 'inverter',
  specs: [
    {
      title: 'overview',
      rows: [
        ['models', { raw: 'T3-20, T3-25, T3-30' }],
        ['ratedPower', '20–30 kW'],
        ['parallelUnits', '{upTo} 6'],
        ['parallelPower', '{upTo} 180 kW'],
        ['gridConnection', '3/N/PE, 230/400 V, 50/60 Hz'],
        ['maxEfficiency', '98.4%'],
      ],
    },
    {
      title: 'pv',
      rows: [
        ['mpptCount', '3'],
        ['mpptStringCurrent', '32/32/32 A'],
        ['mpptVoltage', '180–1000 V'],
        ['maxPvVoltage', '1100 V'],
      ],
    },
    {
      title: 'battery',
      rows: [
        ['batteryVoltage', '150–800 V'],
        ['maxChargeCurrent', '2 × 50 A'],
      ],
    },
    {
      title: 'output',
      rows: [
        ['backupPower', '20–30 kW'],
        ['switchoverTime', '< 10 ms'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['ingress', 'IP66'],
        ['operatingTemp', '−25 to 60 °C'],
        ['cooling', '{smartFan}'],
        ['weight', '48 kg'],
        ['monitoring', 'ECOS Hub, Pangu OS'],
        ['certifications', { raw: 'IEC 62109-1/-2, EN 50549-1, VDE-AR-N 4105, CEI 0-21' }],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '三相工商业混合逆变器',
      summary: '面向农场、车间、商店和小型办公室的 20–30 kW 混合逆变器。',
      intro:
        '三相工商业混合逆变器为小型企业连接屋顶光伏、储能电池与电网。农场、车间、商店和办公室可借助它储存午间光伏电力、降低需量电费，并在停电时保障冷藏、服务器和收银系统等关键负载持续运行。',
      benefits: [
        '**20、25 和 30 kW 三种型号**，3 路 MPPT，每路组串电流 32 A，适配大尺寸组件。',
        '**最多 6 台并联**，站点功率最高可达 180 kW。',
        '**宽电池电压范围**：150–800 V，兼容 Voltara HV Box 电池堆及工商业电池架。',
        '**不间断供电**：10 ms 内切换至备电。',
        '**高效可靠**：最高效率 98.4%，IP66 防护，智能风扇按需运行。',
      ],
      outro: '安装商可在 ECOS Hub 中监控每个站点；站点纳入更大的资产组合后，可随时接入 Pangu OS。',
    },
    au: {
      ...commercialInverterEn,
      intro:
        'The three-phase commercial hybrid inverter links rooftop solar, battery storage and the grid for small businesses. Farms, workshops, shops and offices use it to store midday solar power, reduce peak demand charges and keep critical loads such as refrigeration, servers and point-of-sale systems running during a blackout.',
    },
    en: commercialInverterEn,
    de: {
      name: 'Dreiphasiger Gewerbe-Hybridwechselrichter',
      summary:
        '20 bis 30 kW Hybridleistung für landwirtschaftliche Betriebe, Werkstätten, Läden und kleine Büros.',
      intro:
        'Der dreiphasige Gewerbe-Hybridwechselrichter verbindet Dach-PV, Batteriespeicher und Netz für kleine Unternehmen. Landwirtschaftliche Betriebe, Werkstätten, Läden und Büros speichern damit den Solarstrom vom Mittag, senken ihre Leistungsspitzen und halten bei einem Netzausfall kritische Verbraucher wie Kühlung, Server und Kassensysteme in Betrieb.',
      benefits: [
        '**Modelle mit 20, 25 und 30 kW**, drei MPP-Tracker mit je 32 A Strangstrom für großformatige Module.',
        '**Bis zu 6 Geräte parallel** für Standorte mit bis zu 180 kW.',
        '**Großer Batteriespannungsbereich** von 150 bis 800 V für Stapel der Voltara HV Box und gewerbliche Batterieracks.',
        '**Unterbrechungsfreie Versorgung:** Umschaltung auf Notstrom in unter 10 ms.',
        '**Effizient und robust:** bis zu 98,4 % Wirkungsgrad, Schutzart IP66 und intelligente Lüfter, die nur bei Bedarf laufen.',
      ],
      outro:
        'Installateure überwachen jeden Standort in ECOS Hub; sobald ein Standort Teil eines größeren Portfolios wird, lässt er sich mit Pangu OS verbinden.',
    },
    it: {
      name: 'Inverter ibrido trifase commerciale',
      summary:
        'Da 20 a 30 kW di potenza ibrida per aziende agricole, officine, negozi e piccoli uffici.',
      intro:
        "L'inverter ibrido trifase commerciale collega fotovoltaico sul tetto, accumulo e rete per le piccole imprese. Aziende agricole, officine, negozi e uffici lo usano per accumulare l'energia solare di mezzogiorno, ridurre i picchi di potenza e mantenere in funzione durante un blackout i carichi critici come refrigerazione, server e casse.",
      benefits: [
        '**Modelli da 20, 25 e 30 kW** con tre MPPT e una corrente di stringa di 32 A ciascuno per moduli di grande formato.',
        '**Fino a 6 unità in parallelo** per siti fino a 180 kW.',
        '**Ampio intervallo di tensione della batteria**, da 150 a 800 V, per pile Voltara HV Box e rack di batterie commerciali.',
        '**Alimentazione senza interruzioni:** commutazione in backup in meno di 10 ms.',
        '**Efficiente e robusto:** efficienza fino al 98,4%, protezione IP66 e ventole intelligenti che si attivano solo quando serve.',
      ],
      outro:
        'Gli installatori monitorano ogni sito in ECOS Hub e i siti possono essere collegati a Pangu OS non appena entrano a far parte di un portafoglio più ampio.',
    },
    nl: {
      name: 'Driefasige commerciële hybride omvormer',
      summary:
        '20 tot 30 kW hybride vermogen voor boerderijen, werkplaatsen, winkels en kleine kantoren.',
      intro:
        'De driefasige commerciële hybride omvormer verbindt zonnepanelen op het dak, batterijopslag en het net voor kleine bedrijven. Boerderijen, werkplaatsen, winkels en kantoren slaan er de zonnestroom van het middaguur mee op, verlagen hun piekbelasting en houden bij een stroomstoring kritieke verbruikers zoals koeling, servers en kassasystemen draaiende.',
      benefits: [
        "**Modellen van 20, 25 en 30 kW** met drie MPPT's en een stringstroom van 32 A per MPPT voor grote panelen.",
        '**Tot 6 units parallel** voor locaties tot 180 kW.',
        '**Breed batterijspanningsbereik** van 150 tot 800 V, voor Voltara HV Box-stapels en commerciële batterijracks.',
        '**Ononderbroken voeding:** omschakeling naar noodstroom binnen 10 ms.',
        '**Efficiënt en robuust:** tot 98,4% rendement, IP66-bescherming en slimme ventilatoren die alleen draaien wanneer het nodig is.',
      ],
      outro:
        'Installateurs bewaken elke locatie in ECOS Hub, en locaties kunnen aan Pangu OS worden gekoppeld zodra ze deel uitmaken van een grotere portefeuille.',
    },
    fr: {
      name: 'Onduleur hybride triphasé tertiaire',
      summary:
        'De 20 à 30 kW de puissance hybride pour les exploitations agricoles, ateliers, commerces et petits bureaux.',
      intro:
        "L'onduleur hybride triphasé tertiaire relie le solaire en toiture, le stockage et le réseau pour les petites entreprises. Exploitations agricoles, ateliers, commerces et bureaux l'utilisent pour stocker la production solaire de midi, réduire leurs pointes de puissance et maintenir pendant une coupure les charges critiques comme la réfrigération, les serveurs et les caisses.",
      benefits: [
        '**Modèles de 20, 25 et 30 kW** avec trois MPPT et un courant de chaîne de 32 A chacun pour les panneaux grand format.',
        "**Jusqu'à 6 unités en parallèle** pour des sites jusqu'à 180 kW.",
        '**Large plage de tension batterie**, de 150 à 800 V, pour les piles Voltara HV Box et les racks de batteries tertiaires.',
        '**Alimentation sans interruption :** basculement en secours en moins de 10 ms.',
        "**Efficace et robuste :** rendement jusqu'à 98,4 %, protection IP66 et ventilateurs intelligents qui ne tournent qu'en cas de besoin.",
      ],
      outro:
        "Les installateurs supervisent chaque site dans ECOS Hub, et les sites peuvent être reliés à Pangu OS dès qu'ils rejoignent un portefeuille plus large.",
    },
  },
};

const powerConversionEn: Text = {
  name: 'Power conversion system',
  summary:
    'Bidirectional 60 kW and 62.5 kW power conversion for commercial and utility storage, up to 99% efficient.',
  intro:
    'The power conversion system (PCS) is the bidirectional converter between a battery and the AC grid. It charges the battery when energy is cheap or abundant and discharges it when demand peaks, on commercial sites, in microgrids and in utility-scale storage plants.',
  benefits: [
    '**Two models:** 60 kW and 62.5 kW, in a modular format that is easy to handle, replace and service.',
    '**Scalable:** up to 10 units in parallel, for up to 625 kW.',
    '**Efficiency up to 99%:** less energy lost as heat and more revenue from every cycle.',
    '**On-grid and off-grid:** grid-forming operation with a seamless switchover in under 10 ms, plus reactive power support, frequency response and black start.',
    '**Open integration:** CAN, RS485 and Modbus TCP, with native control from Pangu OS.',
  ],
  outro:
    'A faulty module can be swapped without stopping the rest of the system, so the plant stays available.',
};

const powerConversion: ProductDef = {
  id: 'power-conversion-system',
  category: 'power-conversion',
  specs: [
    {
      title: 'overview',
      rows: [
        ['models', { raw: 'PCS-60, PCS-62.5' }],
        ['ratedPower', '60 kW / 62.5 kW'],
        ['parallelUnits', '{upTo} 10'],
        ['parallelPower', '{upTo} 625 kW'],
        ['maxEfficiency', '99%'],
      ],
    },
    {
      title: 'electrical',
      rows: [
        ['dcVoltage', '600–900 V'],
        ['maxDcCurrent', '110 A'],
        ['gridConnection', '3/PE, 400 V, 50/60 Hz'],
        ['powerFactor', '−1 to +1'],
        ['thd', '< 3%'],
        ['switchoverTime', '< 10 ms'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['ingress', 'IP66'],
        ['operatingTemp', '−20 to 55 °C'],
        ['cooling', '{smartFan}'],
        ['dimensions', '800 × 600 × 300 mm'],
        ['weight', '68 kg'],
        ['interfaces', 'CAN, RS485, Modbus TCP'],
        ['certifications', { raw: 'IEC 62477-1, IEC 61000-6-2/-4, EN 50549-2, UL 1741 SB' }],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '储能变流器',
      summary: '60 kW 与 62.5 kW 双向储能变流器，适用于工商业和电网级储能，效率最高 99%。',
      intro:
        '储能变流器（PCS）是电池与交流电网之间的双向变流设备：在电价低或电力充裕时为电池充电，在用电高峰时放电，适用于工商业站点、微电网和电网级储能电站。',
      benefits: [
        '**两种型号**：60 kW 与 62.5 kW，模块化设计，便于搬运、更换和维护。',
        '**灵活扩展**：最多 10 台并联，总功率最高 625 kW。',
        '**效率最高 99%**：热损耗更少，每次循环收益更高。',
        '**并网与离网**：支持构网运行，10 ms 内无缝切换，并具备无功支撑、频率响应和黑启动功能。',
        '**开放集成**：支持 CAN、RS485 和 Modbus TCP，可由 Pangu OS 直接控制。',
      ],
      outro: '单个模块故障时，可在其余系统不停机的情况下更换，保障电站可用率。',
    },
    au: powerConversionEn,
    en: powerConversionEn,
    de: {
      name: 'Leistungsumrichtersystem',
      summary:
        'Bidirektionale Leistungsumrichter mit 60 kW und 62,5 kW für Gewerbe- und Netzspeicher, mit bis zu 99 % Wirkungsgrad.',
      intro:
        'Das Leistungsumrichtersystem (PCS) ist der bidirektionale Umrichter zwischen Batterie und Wechselstromnetz. Es lädt die Batterie, wenn Strom günstig oder reichlich vorhanden ist, und entlädt sie bei Lastspitzen – auf Gewerbestandorten, in Inselnetzen und in Großspeicheranlagen.',
      benefits: [
        '**Zwei Modelle:** 60 kW und 62,5 kW, in modularer Bauform, die sich leicht handhaben, tauschen und warten lässt.',
        '**Skalierbar:** bis zu 10 Geräte parallel, für bis zu 625 kW.',
        '**Wirkungsgrad bis zu 99 %:** weniger Verluste als Wärme und mehr Ertrag aus jedem Zyklus.',
        '**Netzparallel und im Inselbetrieb:** netzbildender Betrieb mit nahtloser Umschaltung in unter 10 ms, dazu Blindleistung, Frequenzregelung und Schwarzstart.',
        '**Offene Integration:** CAN, RS485 und Modbus TCP, direkt steuerbar aus Pangu OS.',
      ],
      outro:
        'Ein defektes Modul lässt sich tauschen, ohne den Rest der Anlage anzuhalten, sodass die Anlage verfügbar bleibt.',
    },
    it: {
      name: 'Sistema di conversione di potenza',
      summary:
        'Conversione bidirezionale da 60 kW e 62,5 kW per accumuli commerciali e di rete, con efficienza fino al 99%.',
      intro:
        "Il sistema di conversione di potenza (PCS) è il convertitore bidirezionale tra la batteria e la rete in corrente alternata. Carica la batteria quando l'energia costa poco o è abbondante e la scarica nei picchi di domanda, in siti commerciali, microreti e impianti di accumulo su scala di rete.",
      benefits: [
        '**Due modelli:** 60 kW e 62,5 kW, in formato modulare facile da movimentare, sostituire e manutenere.',
        '**Scalabile:** fino a 10 unità in parallelo, per un totale di 625 kW.',
        '**Efficienza fino al 99%:** meno energia persa in calore e più ricavi da ogni ciclo.',
        '**In rete e in isola:** formazione di rete con commutazione senza interruzioni in meno di 10 ms, oltre a supporto di potenza reattiva, regolazione di frequenza e ripartenza autonoma.',
        '**Integrazione aperta:** CAN, RS485 e Modbus TCP, con controllo nativo da Pangu OS.',
      ],
      outro:
        "Un modulo guasto si sostituisce senza fermare il resto del sistema, così l'impianto resta disponibile.",
    },
    nl: {
      name: 'Vermogensconversiesysteem',
      summary:
        'Bidirectionele vermogensconversie van 60 kW en 62,5 kW voor commerciële opslag en opslag op netschaal, met tot 99% rendement.',
      intro:
        'Het vermogensconversiesysteem (PCS) is de bidirectionele omzetter tussen een batterij en het wisselstroomnet. Het laadt de batterij als energie goedkoop of ruim beschikbaar is en ontlaadt bij piekvraag, op bedrijfslocaties, in micronetten en in opslagcentrales op netschaal.',
      benefits: [
        '**Twee modellen:** 60 kW en 62,5 kW, in een modulair formaat dat eenvoudig te hanteren, te vervangen en te onderhouden is.',
        '**Schaalbaar:** tot 10 units parallel, voor tot 625 kW.',
        '**Rendement tot 99%:** minder verlies als warmte en meer opbrengst per cyclus.',
        '**Op het net en in eilandbedrijf:** netvormend bedrijf met naadloze omschakeling binnen 10 ms, plus blindvermogen, frequentieregeling en zwartstart.',
        '**Open integratie:** CAN, RS485 en Modbus TCP, met directe aansturing vanuit Pangu OS.',
      ],
      outro:
        'Een defecte module kan worden vervangen zonder de rest van het systeem stil te leggen, zodat de installatie beschikbaar blijft.',
    },
    fr: {
      name: 'Système de conversion de puissance',
      summary:
        "Conversion bidirectionnelle de 60 kW et 62,5 kW pour le stockage tertiaire et réseau, avec un rendement jusqu'à 99 %.",
      intro:
        "Le système de conversion de puissance (PCS) est le convertisseur bidirectionnel entre une batterie et le réseau alternatif. Il charge la batterie lorsque l'énergie est bon marché ou abondante et la décharge lors des pointes de consommation, sur les sites tertiaires, dans les micro-réseaux et dans les centrales de stockage raccordées au réseau.",
      benefits: [
        '**Deux modèles :** 60 kW et 62,5 kW, dans un format modulaire facile à manipuler, à remplacer et à entretenir.',
        "**Évolutif :** jusqu'à 10 unités en parallèle, pour un total de 625 kW.",
        "**Rendement jusqu'à 99 % :** moins d'énergie perdue en chaleur et plus de revenus à chaque cycle.",
        '**Sur réseau et en îlotage :** fonctionnement en formation de réseau avec basculement transparent en moins de 10 ms, ainsi que soutien en puissance réactive, réglage de fréquence et démarrage autonome.',
        '**Intégration ouverte :** CAN, RS485 et Modbus TCP, avec pilotage natif depuis Pangu OS.',
      ],
      outro:
        'Un module défaillant se remplace sans arrêter le reste du système, ce qui préserve la disponibilité de la centrale.',
    },
  },
};

const storageCabinetEn: Text = {
  name: 'Commercial energy storage cabinet',
  summary:
    'An outdoor all-in-one cabinet with 60 kW and 215 kWh for commercial and industrial sites.',
  intro:
    'The commercial energy storage cabinet combines LFP batteries, the 60 kW power conversion system, liquid cooling, fire protection and energy management in one outdoor enclosure. It is designed for factories, logistics centers, hotels, hospitals and EV charging hubs that want to cut peak demand, use more of their solar power and keep running through grid outages.',
  benefits: [
    '**Ready to connect:** 215 kWh and 60 kW, tested at the factory and delivered as one unit.',
    '**Safety first:** cell-level detection and fire suppression that activates within 15 seconds.',
    '**Quiet:** a noise level below 25 dB, so the cabinet can stand close to offices and homes.',
    '**Any climate:** operates from −20 to 55 °C; the cabinet is rated IP55 and the battery packs IP65.',
    '**Seamless backup:** switchover to off-grid operation in under 10 ms.',
  ],
  outro: 'Up to 10 cabinets work in parallel and are managed as one system in Pangu OS.',
};

const storageCabinet: ProductDef = {
  id: 'commercial-storage-cabinet',
  category: 'control-cabinet',
  specs: [
    {
      title: 'overview',
      rows: [
        ['models', { raw: 'CS-215' }],
        ['ratedPower', '60 kW'],
        ['nominalCapacity', '215 kWh'],
        ['cellChemistry', 'LiFePO₄ (LFP)'],
        ['parallelUnits', '{upTo} 10'],
        ['switchoverTime', '< 10 ms'],
      ],
    },
    {
      title: 'safety',
      rows: [
        ['fireSuppression', '≤ 15 s'],
        ['noise', '< 25 dB'],
        ['operatingTemp', '−20 to 55 °C'],
        ['ingress', 'IP55'],
        ['packIngress', 'IP65'],
        ['cooling', '{liquid}'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['ems', 'Pangu OS'],
        ['interfaces', 'Modbus TCP, IEC 61850'],
        ['dimensions', '1,100 × 2,350 × 1,400 mm'],
        ['weight', '2,450 kg'],
        ['certifications', { raw: 'IEC 62619, IEC 62933-5-2, UL 9540A, UN 38.3' }],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '工商业储能柜',
      summary: '面向工商业场景的户外一体化储能柜，功率 60 kW，容量 215 kWh。',
      intro:
        '工商业储能柜将磷酸铁锂电池、60 kW 储能变流器、液冷、消防和能量管理集成于一个户外柜体，适用于工厂、物流中心、酒店、医院和电动汽车充电站，帮助用户削减需量、多用光伏电力，并在电网停电时持续运行。',
      benefits: [
        '**即装即用**：215 kWh、60 kW，出厂前完成测试，整机交付。',
        '**安全第一**：电芯级探测，消防系统 15 秒内启动。',
        '**静音运行**：噪音低于 25 dB，可安装在办公楼和住宅附近。',
        '**适应各种气候**：工作温度 −20 至 55 °C，柜体防护等级 IP55，电池包 IP65。',
        '**无缝备电**：10 ms 内切换至离网运行。',
      ],
      outro: '最多 10 台储能柜可并联运行，并在 Pangu OS 中作为一个系统统一管理。',
    },
    au: {
      ...storageCabinetEn,
      intro:
        'The commercial energy storage cabinet combines LFP batteries, the 60 kW power conversion system, liquid cooling, fire protection and energy management in one outdoor enclosure. It is designed for factories, logistics centres, hotels, hospitals and EV charging hubs that want to cut peak demand, use more of their solar power and keep running through blackouts.',
    },
    en: storageCabinetEn,
    de: {
      name: 'Gewerblicher Energiespeicherschrank',
      summary:
        'Ein anschlussfertiger Außenschrank mit 60 kW und 215 kWh für Gewerbe und Industrie.',
      intro:
        'Der gewerbliche Energiespeicherschrank vereint LFP-Batterien, den Leistungsumrichter mit 60 kW, Flüssigkeitskühlung, Brandschutz und Energiemanagement in einem Außengehäuse. Er ist für Fabriken, Logistikzentren, Hotels, Krankenhäuser und Ladeparks gedacht, die Lastspitzen senken, mehr Solarstrom nutzen und bei Netzausfällen weiterarbeiten wollen.',
      benefits: [
        '**Anschlussfertig:** 215 kWh und 60 kW, werksgeprüft und als eine Einheit geliefert.',
        '**Sicherheit zuerst:** Detektion auf Zellebene und eine Brandunterdrückung, die innerhalb von 15 Sekunden auslöst.',
        '**Leise:** Geräuschpegel unter 25 dB, sodass der Schrank nahe an Büros und Wohnhäusern stehen kann.',
        '**Für jedes Klima:** Betrieb von −20 bis 55 °C; der Schrank erreicht Schutzart IP55, die Batteriepacks IP65.',
        '**Nahtloser Notstrom:** Umschaltung in den Inselbetrieb in unter 10 ms.',
      ],
      outro:
        'Bis zu 10 Schränke arbeiten parallel und werden in Pangu OS als ein System verwaltet.',
    },
    it: {
      name: 'Armadio di accumulo commerciale',
      summary:
        'Armadio da esterno tutto in uno da 60 kW e 215 kWh per siti commerciali e industriali.',
      intro:
        "L'armadio di accumulo commerciale riunisce batterie LFP, il sistema di conversione di potenza da 60 kW, raffreddamento a liquido, protezione antincendio e gestione energetica in un unico involucro da esterno. È progettato per stabilimenti, centri logistici, hotel, ospedali e stazioni di ricarica che vogliono ridurre i picchi di domanda, usare più energia solare e continuare a lavorare durante i blackout.",
      benefits: [
        '**Pronto per il collegamento:** 215 kWh e 60 kW, collaudato in fabbrica e consegnato come unica unità.',
        '**Sicurezza prima di tutto:** rilevamento a livello di cella e sistema antincendio che interviene entro 15 secondi.',
        '**Silenzioso:** rumorosità inferiore a 25 dB, per installarlo vicino a uffici e abitazioni.',
        "**Per ogni clima:** funziona da −20 a 55 °C; l'armadio ha grado di protezione IP55 e i pacchi batteria IP65.",
        '**Backup senza interruzioni:** passaggio al funzionamento in isola in meno di 10 ms.',
      ],
      outro:
        'Fino a 10 armadi lavorano in parallelo e sono gestiti come un unico sistema in Pangu OS.',
    },
    nl: {
      name: 'Commerciële energieopslagkast',
      summary:
        'Een complete buitenkast met 60 kW en 215 kWh voor commerciële en industriële locaties.',
      intro:
        'De commerciële energieopslagkast combineert LFP-batterijen, het vermogensconversiesysteem van 60 kW, vloeistofkoeling, brandbeveiliging en energiebeheer in één buitenbehuizing. Hij is ontworpen voor fabrieken, logistieke centra, hotels, ziekenhuizen en laadpleinen die hun piekvraag willen verlagen, meer zonnestroom willen benutten en bij netstoringen willen doordraaien.',
      benefits: [
        '**Klaar voor aansluiting:** 215 kWh en 60 kW, in de fabriek getest en als één unit geleverd.',
        '**Veiligheid voorop:** detectie op celniveau en brandblussing die binnen 15 seconden in werking treedt.',
        '**Stil:** een geluidsniveau onder 25 dB, zodat de kast dicht bij kantoren en woningen kan staan.',
        '**Elk klimaat:** werkt van −20 tot 55 °C; de kast heeft beschermingsgraad IP55 en de batterijpakketten IP65.',
        '**Naadloze noodstroom:** omschakeling naar eilandbedrijf binnen 10 ms.',
      ],
      outro: 'Tot 10 kasten werken parallel en worden in Pangu OS als één systeem beheerd.',
    },
    fr: {
      name: 'Armoire de stockage tertiaire',
      summary:
        'Une armoire extérieure tout-en-un de 60 kW et 215 kWh pour les sites tertiaires et industriels.',
      intro:
        "L'armoire de stockage tertiaire réunit des batteries LFP, le système de conversion de puissance de 60 kW, un refroidissement liquide, la protection incendie et la gestion de l'énergie dans une seule enveloppe extérieure. Elle est conçue pour les usines, centres logistiques, hôtels, hôpitaux et stations de recharge qui veulent réduire leurs pointes, consommer davantage d'énergie solaire et continuer à fonctionner pendant les coupures du réseau.",
      benefits: [
        '**Prête à raccorder :** 215 kWh et 60 kW, testée en usine et livrée en une seule unité.',
        "**La sécurité d'abord :** détection au niveau des cellules et extinction qui se déclenche dans les 15 secondes.",
        '**Silencieuse :** niveau sonore inférieur à 25 dB, pour une installation près des bureaux et des habitations.',
        "**Tous climats :** fonctionne de −20 à 55 °C ; l'armoire est classée IP55 et les packs batterie IP65.",
        '**Secours transparent :** basculement en îlotage en moins de 10 ms.',
      ],
      outro:
        "Jusqu'à 10 armoires fonctionnent en parallèle et sont gérées comme un seul système dans Pangu OS.",
    },
  },
};

const controlCabinetEn: Text = {
  name: 'Grid control cabinet',
  summary:
    'The switching, protection and control hub for utility and large commercial storage sites.',
  intro:
    'The grid control cabinet is the heart of a large storage site. It connects the power conversion systems, battery cabinets and grid connection point, with switchgear, metering, protection relays, a static transfer switch and the Pangu OS site controller in one enclosure.',
  benefits: [
    '**One controller for the whole site:** coordinates up to 10 power conversion systems in parallel, up to 625 kW per cabinet.',
    '**Seamless islanding:** the static transfer switch moves the site to off-grid operation in under 10 ms.',
    '**Protected inside and out:** an IP66 enclosure, fire suppression within 15 seconds and operation from −20 to 55 °C.',
    '**Quiet:** a noise level below 25 dB.',
    '**Utility-grade communication:** Modbus TCP, IEC 61850, IEC 60870-5-104 and DNP3 for SCADA systems and energy market platforms.',
  ],
  outro:
    "Each cabinet is configured and tested at the factory against the site's single-line diagram, which shortens commissioning on site.",
};

const controlCabinet: ProductDef = {
  id: 'grid-control-cabinet',
  category: 'control-cabinet',
  specs: [
    {
      title: 'overview',
      rows: [
        ['parallelUnits', '{upTo} 10 PCS'],
        ['parallelPower', '{upTo} 625 kW'],
        ['gridConnection', '3/PE, 400 V, 50/60 Hz'],
        ['sts', '{integrated}'],
        ['switchoverTime', '< 10 ms'],
        ['ems', 'Pangu OS'],
      ],
    },
    {
      title: 'safety',
      rows: [
        ['fireSuppression', '≤ 15 s'],
        ['noise', '< 25 dB'],
        ['operatingTemp', '−20 to 55 °C'],
        ['ingress', 'IP66'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['interfaces', { raw: 'Modbus TCP, IEC 61850, IEC 60870-5-104, DNP3' }],
        ['dimensions', '1,200 × 2,200 × 800 mm'],
        ['weight', '1,150 kg'],
        ['certifications', { raw: 'IEC 61439-1/-2, IEC 62477-1' }],
        ['warranty', '10 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '并网控制柜',
      summary: '面向电网级和大型工商业储能站点的开关、保护与控制中枢。',
      intro:
        '并网控制柜是大型储能站点的核心。它将储能变流器、电池柜与并网点连接起来，并在一个柜体内集成开关设备、计量、保护继电器、静态切换开关以及 Pangu OS 站点控制器。',
      benefits: [
        '**一台控制器管理全站**：最多协调 10 台储能变流器并联运行，每柜最高 625 kW。',
        '**无缝离网**：静态切换开关可在 10 ms 内将站点切换至离网运行。',
        '**内外兼护**：IP66 柜体，消防系统 15 秒内启动，工作温度 −20 至 55 °C。',
        '**静音**：噪音低于 25 dB。',
        '**电网级通信**：支持 Modbus TCP、IEC 61850、IEC 60870-5-104 和 DNP3，可对接 SCADA 系统与电力交易平台。',
      ],
      outro: '每台控制柜均按站点单线图在工厂完成配置和测试，缩短现场调试时间。',
    },
    au: controlCabinetEn,
    en: controlCabinetEn,
    de: {
      name: 'Netzsteuerschrank',
      summary:
        'Die Schalt-, Schutz- und Steuerzentrale für Netzspeicher und große Gewerbespeicher.',
      intro:
        'Der Netzsteuerschrank ist das Herz eines großen Speicherstandorts. Er verbindet Leistungsumrichter, Batterieschränke und Netzanschlusspunkt und vereint Schaltanlage, Messung, Schutzrelais, einen statischen Umschalter und die Standortsteuerung Pangu OS in einem Gehäuse.',
      benefits: [
        '**Eine Steuerung für den ganzen Standort:** koordiniert bis zu 10 Leistungsumrichter parallel, bis zu 625 kW pro Schrank.',
        '**Nahtloser Inselbetrieb:** Der statische Umschalter schaltet den Standort in unter 10 ms in den Inselbetrieb.',
        '**Innen und außen geschützt:** Gehäuse in Schutzart IP66, Brandunterdrückung innerhalb von 15 Sekunden und Betrieb von −20 bis 55 °C.',
        '**Leise:** Geräuschpegel unter 25 dB.',
        '**Kommunikation auf Netzbetreiberniveau:** Modbus TCP, IEC 61850, IEC 60870-5-104 und DNP3 für Leitsysteme und Energiemarktplattformen.',
      ],
      outro:
        'Jeder Schrank wird im Werk anhand des Übersichtsschaltplans des Standorts konfiguriert und geprüft; das verkürzt die Inbetriebnahme vor Ort.',
    },
    it: {
      name: 'Armadio di controllo di rete',
      summary:
        'Il centro di manovra, protezione e controllo per siti di accumulo di rete e grandi siti commerciali.',
      intro:
        "L'armadio di controllo di rete è il cuore di un grande sito di accumulo. Collega i sistemi di conversione di potenza, gli armadi batteria e il punto di connessione alla rete, riunendo quadri di manovra, misura, relè di protezione, un commutatore statico e il controllore di sito Pangu OS in un unico involucro.",
      benefits: [
        '**Un solo controllore per tutto il sito:** coordina fino a 10 sistemi di conversione di potenza in parallelo, fino a 625 kW per armadio.',
        '**Funzionamento in isola senza interruzioni:** il commutatore statico porta il sito in isola in meno di 10 ms.',
        '**Protetto dentro e fuori:** involucro IP66, antincendio entro 15 secondi e funzionamento da −20 a 55 °C.',
        '**Silenzioso:** rumorosità inferiore a 25 dB.',
        '**Comunicazione di livello gestore di rete:** Modbus TCP, IEC 61850, IEC 60870-5-104 e DNP3 per sistemi SCADA e piattaforme del mercato elettrico.',
      ],
      outro:
        'Ogni armadio viene configurato e collaudato in fabbrica sulla base dello schema unifilare del sito, riducendo i tempi di messa in servizio in cantiere.',
    },
    nl: {
      name: 'Netbesturingskast',
      summary:
        'Het schakel-, beveiligings- en besturingscentrum voor opslaglocaties op netschaal en grote commerciële locaties.',
      intro:
        'De netbesturingskast is het hart van een grote opslaglocatie. Hij verbindt de vermogensconversiesystemen, batterijkasten en het netaansluitpunt, met schakelmaterieel, meting, beveiligingsrelais, een statische transferschakelaar en de locatiecontroller Pangu OS in één behuizing.',
      benefits: [
        '**Eén controller voor de hele locatie:** coördineert tot 10 vermogensconversiesystemen parallel, tot 625 kW per kast.',
        '**Naadloos eilandbedrijf:** de statische transferschakelaar brengt de locatie binnen 10 ms in eilandbedrijf.',
        '**Binnen en buiten beschermd:** een IP66-behuizing, brandblussing binnen 15 seconden en bedrijf van −20 tot 55 °C.',
        '**Stil:** een geluidsniveau onder 25 dB.',
        '**Communicatie op netbeheerdersniveau:** Modbus TCP, IEC 61850, IEC 60870-5-104 en DNP3 voor SCADA-systemen en energiehandelsplatforms.',
      ],
      outro:
        'Elke kast wordt in de fabriek geconfigureerd en getest volgens het eendraadsschema van de locatie, wat de inbedrijfstelling ter plaatse verkort.',
    },
    fr: {
      name: 'Armoire de contrôle réseau',
      summary:
        'Le centre de commutation, de protection et de pilotage des sites de stockage réseau et des grands sites tertiaires.',
      intro:
        "L'armoire de contrôle réseau est le cœur d'un grand site de stockage. Elle relie les systèmes de conversion de puissance, les armoires de batteries et le point de raccordement au réseau, et réunit appareillage de coupure, comptage, relais de protection, commutateur statique et contrôleur de site Pangu OS dans une seule enveloppe.",
      benefits: [
        "**Un seul contrôleur pour tout le site :** coordonne jusqu'à 10 systèmes de conversion de puissance en parallèle, jusqu'à 625 kW par armoire.",
        '**Îlotage transparent :** le commutateur statique fait passer le site en îlotage en moins de 10 ms.',
        '**Protégée dedans comme dehors :** enveloppe IP66, extinction dans les 15 secondes et fonctionnement de −20 à 55 °C.',
        '**Silencieuse :** niveau sonore inférieur à 25 dB.',
        "**Communication de niveau gestionnaire de réseau :** Modbus TCP, IEC 61850, IEC 60870-5-104 et DNP3 pour les systèmes SCADA et les plateformes de marché de l'énergie.",
      ],
      outro:
        "Chaque armoire est configurée et testée en usine d'après le schéma unifilaire du site, ce qui raccourcit la mise en service sur place.",
    },
  },
};

const wifiLoggerEn: Text = {
  name: 'WiFi data logger',
  summary: 'Connects Voltara inverters and batteries to the ECOS app through the home WiFi.',
  intro:
    'The WiFi data logger plugs into a Voltara inverter and sends its data through the home network to the ECOS app and ECOS Hub. Home owners see generation, storage and consumption live; installers monitor the system, receive alerts and update firmware remotely.',
  benefits: [
    '**Set up in minutes:** plug it in, scan the QR code in the ECOS app and choose the network.',
    '**Up to 10 devices:** one logger serves an inverter, its battery and parallel units.',
    '**No data lost:** a 30-day local buffer bridges router outages.',
    '**Ready for outdoors:** IP65, from −20 to 60 °C.',
    '**Secure:** encrypted connection (TLS) and signed firmware updates.',
  ],
  outro:
    'Choose WiFi when the router signal reaches the installation site; otherwise the LAN or 4G data logger is the better fit.',
};

const wifiLogger: ProductDef = {
  id: 'data-logger-wifi',
  category: 'data-logger',
  specs: [
    {
      title: 'connectivity',
      rows: [
        ['connectivity', '{wifi} 4, 2.4 GHz'],
        ['maxDevices', '{upTo} 10'],
        ['interfaces', 'RS485, CAN'],
        ['dataInterval', '5 {min}'],
        ['localStorage', '30 {days}'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['powerSupply', '5 V {dc} (USB)'],
        ['consumption', '< 1 W'],
        ['ingress', 'IP65'],
        ['operatingTemp', '−20 to 60 °C'],
        ['dimensions', '125 × 48 × 30 mm'],
        ['compatibleWith', 'H1, H3, T3, HV Box'],
        ['warranty', '5 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: 'WiFi 数据采集器',
      summary: '通过家庭 WiFi 将 Voltara 逆变器和电池接入 ECOS 应用。',
      intro:
        'WiFi 数据采集器插入 Voltara 逆变器后，通过家庭网络将数据发送到 ECOS 应用和 ECOS Hub。业主可实时查看发电、储能和用电情况；安装商可远程监控系统、接收告警并升级固件。',
      benefits: [
        '**几分钟完成设置**：插上采集器，在 ECOS 应用中扫描二维码并选择网络即可。',
        '**最多接入 10 台设备**：一台采集器即可覆盖逆变器、电池及并联设备。',
        '**数据不丢失**：30 天本地缓存，路由器断网期间数据照常保存。',
        '**适合户外**：IP65 防护，工作温度 −20 至 60 °C。',
        '**安全可靠**：TLS 加密连接，固件升级包经过签名校验。',
      ],
      outro: '如果路由器信号能覆盖安装位置，可选择 WiFi 版本；否则建议选用 LAN 或 4G 数据采集器。',
    },
    au: wifiLoggerEn,
    en: wifiLoggerEn,
    de: {
      name: 'WLAN-Datenlogger',
      summary:
        'Verbindet Wechselrichter und Batterien von Voltara über das Heimnetz mit der ECOS-App.',
      intro:
        'Der WLAN-Datenlogger wird in einen Voltara-Wechselrichter gesteckt und überträgt dessen Daten über das Heimnetz an die ECOS-App und an ECOS Hub. Hausbesitzer sehen Erzeugung, Speicherung und Verbrauch live; Installateure überwachen die Anlage, erhalten Warnmeldungen und aktualisieren die Firmware aus der Ferne.',
      benefits: [
        '**In Minuten eingerichtet:** einstecken, den QR-Code in der ECOS-App scannen und das Netzwerk wählen.',
        '**Bis zu 10 Geräte:** Ein Logger bedient den Wechselrichter, seine Batterie und parallel geschaltete Geräte.',
        '**Keine Daten verloren:** Ein lokaler Puffer für 30 Tage überbrückt Ausfälle des Routers.',
        '**Für draußen geeignet:** IP65, von −20 bis 60 °C.',
        '**Sicher:** verschlüsselte Verbindung (TLS) und signierte Firmware-Aktualisierungen.',
      ],
      outro:
        'Wählen Sie WLAN, wenn das Signal des Routers den Installationsort erreicht; andernfalls passt der LAN- oder 4G-Datenlogger besser.',
    },
    it: {
      name: 'Data logger Wi-Fi',
      summary: "Collega inverter e batterie Voltara all'app ECOS tramite il Wi-Fi di casa.",
      intro:
        "Il data logger Wi-Fi si collega a un inverter Voltara e invia i dati tramite la rete di casa all'app ECOS e a ECOS Hub. I proprietari vedono in tempo reale produzione, accumulo e consumi; gli installatori monitorano l'impianto, ricevono avvisi e aggiornano il firmware da remoto.",
      benefits: [
        "**Configurazione in pochi minuti:** collegalo, scansiona il codice QR nell'app ECOS e scegli la rete.",
        "**Fino a 10 dispositivi:** un solo logger serve l'inverter, la batteria e le unità in parallelo.",
        '**Nessun dato perso:** una memoria locale di 30 giorni copre le interruzioni del router.',
        "**Adatto all'esterno:** IP65, da −20 a 60 °C.",
        '**Sicuro:** connessione cifrata (TLS) e aggiornamenti firmware firmati.',
      ],
      outro:
        'Scegli il Wi-Fi quando il segnale del router raggiunge il punto di installazione; altrimenti è più adatto il data logger LAN o 4G.',
    },
    nl: {
      name: 'Wifi-datalogger',
      summary: 'Verbindt omvormers en batterijen van Voltara via de wifi thuis met de ECOS-app.',
      intro:
        'De wifi-datalogger wordt in een Voltara-omvormer gestoken en stuurt de gegevens via het thuisnetwerk naar de ECOS-app en ECOS Hub. Huiseigenaren zien opwek, opslag en verbruik live; installateurs bewaken het systeem, ontvangen meldingen en werken de firmware op afstand bij.',
      benefits: [
        '**In enkele minuten ingesteld:** insteken, de QR-code scannen in de ECOS-app en het netwerk kiezen.',
        '**Tot 10 apparaten:** één logger bedient de omvormer, de batterij en parallelle units.',
        '**Geen gegevens kwijt:** een lokale buffer van 30 dagen overbrugt storingen van de router.',
        '**Geschikt voor buiten:** IP65, van −20 tot 60 °C.',
        '**Veilig:** versleutelde verbinding (TLS) en ondertekende firmware-updates.',
      ],
      outro:
        'Kies wifi als het signaal van de router de installatieplek bereikt; anders past de LAN- of 4G-datalogger beter.',
    },
    fr: {
      name: 'Enregistreur de données Wi-Fi',
      summary:
        "Relie les onduleurs et batteries Voltara à l'application ECOS via le Wi-Fi de la maison.",
      intro:
        "L'enregistreur de données Wi-Fi se branche sur un onduleur Voltara et transmet ses données par le réseau domestique à l'application ECOS et à ECOS Hub. Les propriétaires suivent en direct production, stockage et consommation ; les installateurs supervisent le système, reçoivent des alertes et mettent à jour le micrologiciel à distance.",
      benefits: [
        "**Installé en quelques minutes :** branchez-le, scannez le QR code dans l'application ECOS et choisissez le réseau.",
        "**Jusqu'à 10 appareils :** un seul enregistreur dessert l'onduleur, sa batterie et les unités en parallèle.",
        '**Aucune donnée perdue :** une mémoire tampon locale de 30 jours couvre les coupures du routeur.',
        "**Prêt pour l'extérieur :** IP65, de −20 à 60 °C.",
        '**Sécurisé :** connexion chiffrée (TLS) et mises à jour du micrologiciel signées.',
      ],
      outro:
        "Choisissez le Wi-Fi lorsque le signal du routeur atteint le lieu d'installation ; sinon, l'enregistreur LAN ou 4G est plus adapté.",
    },
  },
};

const lanLoggerEn: Text = {
  name: 'LAN data logger',
  summary:
    'A wired Ethernet connection for inverters, batteries and meters, at home and on commercial sites.',
  intro:
    'The LAN data logger connects Voltara equipment to the internet over a network cable. It is the most reliable choice where WiFi is weak, such as basements, garages and plant rooms, and on commercial sites where the IT department prefers wired connections.',
  benefits: [
    '**Stable connection:** 10/100 Mbit/s Ethernet, powered by 12 V DC or PoE.',
    '**Up to 32 devices:** inverters, batteries, energy meters and chargers over RS485 and CAN.',
    '**Detailed data:** a one-minute upload interval for in-depth analysis in ECOS Hub and Pangu OS.',
    '**A 90-day local buffer**, so no data is lost during network outages.',
    '**DIN-rail mounting** in the distribution board.',
  ],
  outro: 'Network requirements are modest: outbound connections only, no open ports.',
};

const lanLogger: ProductDef = {
  id: 'data-logger-lan',
  category: 'data-logger',
  specs: [
    {
      title: 'connectivity',
      rows: [
        ['connectivity', 'Ethernet 10/100 Mbit/s (RJ45)'],
        ['maxDevices', '{upTo} 32'],
        ['interfaces', 'RS485, CAN'],
        ['dataInterval', '1 {min}'],
        ['localStorage', '90 {days}'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['powerSupply', '12 V {dc} / PoE'],
        ['consumption', '< 3 W'],
        ['mounting', '{dinRail}'],
        ['ingress', 'IP20'],
        ['operatingTemp', '−20 to 60 °C'],
        ['compatibleWith', 'H1, H3, T3, HV Box, PCS'],
        ['warranty', '5 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: 'LAN 数据采集器',
      summary: '为逆变器、电池和电表提供有线以太网连接，适用于家庭和工商业站点。',
      intro:
        'LAN 数据采集器通过网线将 Voltara 设备接入互联网。在地下室、车库和设备间等 WiFi 信号较弱的地方，以及 IT 部门更倾向于有线连接的工商业站点，它是最可靠的选择。',
      benefits: [
        '**连接稳定**：10/100 Mbit/s 以太网，支持 12 V 直流或 PoE 供电。',
        '**最多接入 32 台设备**：通过 RS485 和 CAN 连接逆变器、电池、电表和充电桩。',
        '**数据更精细**：1 分钟上传间隔，便于在 ECOS Hub 和 Pangu OS 中深入分析。',
        '**90 天本地缓存**，网络中断期间数据不丢失。',
        '**DIN 导轨安装**，可装入配电箱。',
      ],
      outro: '网络要求简单：仅需出站连接，无需开放任何端口。',
    },
    au: {
      ...lanLoggerEn,
      benefits: [...lanLoggerEn.benefits.slice(0, 4), '**DIN-rail mounting** in the switchboard.'],
    },
    en: lanLoggerEn,
    de: {
      name: 'LAN-Datenlogger',
      summary:
        'Kabelgebundene Ethernet-Verbindung für Wechselrichter, Batterien und Zähler, zu Hause und im Gewerbe.',
      intro:
        'Der LAN-Datenlogger verbindet Voltara-Geräte über ein Netzwerkkabel mit dem Internet. Er ist die zuverlässigste Wahl, wo das WLAN schwach ist, etwa in Kellern, Garagen und Technikräumen, und auf Gewerbestandorten, deren IT-Abteilung kabelgebundene Verbindungen bevorzugt.',
      benefits: [
        '**Stabile Verbindung:** Ethernet mit 10/100 Mbit/s, versorgt über 12 V DC oder PoE.',
        '**Bis zu 32 Geräte:** Wechselrichter, Batterien, Energiezähler und Ladestationen über RS485 und CAN.',
        '**Detaillierte Daten:** Übertragung im Minutentakt für tiefgehende Analysen in ECOS Hub und Pangu OS.',
        '**Lokaler Puffer für 90 Tage**, damit bei Netzwerkausfällen keine Daten verloren gehen.',
        '**Hutschienenmontage** im Verteilerkasten.',
      ],
      outro:
        'Die Anforderungen an das Netzwerk sind gering: nur ausgehende Verbindungen, keine offenen Ports.',
    },
    it: {
      name: 'Data logger LAN',
      summary:
        'Connessione Ethernet cablata per inverter, batterie e contatori, in casa e nei siti commerciali.',
      intro:
        'Il data logger LAN collega i dispositivi Voltara a internet tramite un cavo di rete. È la scelta più affidabile dove il Wi-Fi è debole, come cantine, garage e locali tecnici, e nei siti commerciali in cui il reparto IT preferisce le connessioni cablate.',
      benefits: [
        '**Connessione stabile:** Ethernet 10/100 Mbit/s, alimentazione a 12 V CC o PoE.',
        '**Fino a 32 dispositivi:** inverter, batterie, contatori di energia e stazioni di ricarica tramite RS485 e CAN.',
        '**Dati dettagliati:** invio ogni minuto per analisi approfondite in ECOS Hub e Pangu OS.',
        '**Memoria locale di 90 giorni**, per non perdere dati durante le interruzioni di rete.',
        '**Montaggio su guida DIN** nel quadro elettrico.',
      ],
      outro: 'I requisiti di rete sono minimi: solo connessioni in uscita, nessuna porta aperta.',
    },
    nl: {
      name: 'LAN-datalogger',
      summary:
        'Een bekabelde ethernetverbinding voor omvormers, batterijen en meters, thuis en op bedrijfslocaties.',
      intro:
        'De LAN-datalogger verbindt Voltara-apparatuur via een netwerkkabel met internet. Hij is de meest betrouwbare keuze waar de wifi zwak is, zoals in kelders, garages en technische ruimtes, en op bedrijfslocaties waar de IT-afdeling bekabelde verbindingen verkiest.',
      benefits: [
        '**Stabiele verbinding:** ethernet van 10/100 Mbit/s, gevoed via 12 V DC of PoE.',
        '**Tot 32 apparaten:** omvormers, batterijen, energiemeters en laadpalen via RS485 en CAN.',
        '**Gedetailleerde gegevens:** elke minuut een upload voor diepgaande analyse in ECOS Hub en Pangu OS.',
        '**Lokale buffer van 90 dagen**, zodat er bij netwerkstoringen geen gegevens verloren gaan.',
        '**Montage op DIN-rail** in de meterkast.',
      ],
      outro:
        'De eisen aan het netwerk zijn bescheiden: alleen uitgaande verbindingen, geen open poorten.',
    },
    fr: {
      name: 'Enregistreur de données LAN',
      summary:
        'Une connexion Ethernet filaire pour onduleurs, batteries et compteurs, à la maison comme sur les sites tertiaires.',
      intro:
        "L'enregistreur de données LAN relie les équipements Voltara à internet par un câble réseau. C'est le choix le plus fiable lorsque le Wi-Fi est faible, par exemple dans les caves, garages et locaux techniques, et sur les sites tertiaires dont le service informatique privilégie les connexions filaires.",
      benefits: [
        '**Connexion stable :** Ethernet 10/100 Mbit/s, alimenté en 12 V CC ou par PoE.',
        "**Jusqu'à 32 appareils :** onduleurs, batteries, compteurs d'énergie et bornes de recharge via RS485 et CAN.",
        '**Données détaillées :** transmission toutes les minutes pour une analyse approfondie dans ECOS Hub et Pangu OS.',
        '**Mémoire tampon locale de 90 jours**, pour ne perdre aucune donnée pendant les coupures réseau.',
        '**Montage sur rail DIN** dans le tableau électrique.',
      ],
      outro:
        'Les exigences réseau sont modestes : connexions sortantes uniquement, aucun port ouvert.',
    },
  },
};

const cellularLoggerEn: Text = {
  name: '4G data logger',
  summary: 'Mobile connectivity for sites without reliable internet, with a data plan included.',
  intro:
    "The 4G data logger connects Voltara systems over the mobile network. It suits farms, holiday homes, construction sites and new builds without internet, and installers who want a connection that does not depend on the customer's router.",
  benefits: [
    '**Works out of the box:** an LTE Cat 1 modem with a SIM card and a data plan included for the first five years.',
    '**Independent of the home network:** a new router or WiFi password never interrupts monitoring.',
    '**Up to 10 devices** per logger.',
    '**Tough:** IP65 and an operating range from −30 to 70 °C.',
    '**A 30-day local buffer** for areas with patchy coverage.',
  ],
  outro:
    'The ECOS app shows the signal strength during installation, so the best position can be found before the logger is fixed in place.',
};

const cellularLogger: ProductDef = {
  id: 'data-logger-4g',
  category: 'data-logger',
  specs: [
    {
      title: 'connectivity',
      rows: [
        ['connectivity', 'LTE Cat 1 (4G)'],
        ['sim', 'Nano-SIM, eSIM'],
        ['maxDevices', '{upTo} 10'],
        ['interfaces', 'RS485, CAN'],
        ['dataInterval', '5 {min}'],
        ['localStorage', '30 {days}'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['powerSupply', '5 V {dc} (USB)'],
        ['consumption', '< 2 W'],
        ['ingress', 'IP65'],
        ['operatingTemp', '−30 to 70 °C'],
        ['compatibleWith', 'H1, H3, T3, HV Box'],
        ['warranty', '5 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '4G 数据采集器',
      summary: '为没有稳定网络的站点提供移动网络连接，含流量套餐。',
      intro:
        '4G 数据采集器通过移动网络连接 Voltara 系统，适用于农场、度假屋、建筑工地和尚未接通宽带的新建住宅，也适合希望连接不受客户路由器影响的安装商。',
      benefits: [
        '**开箱即用**：LTE Cat 1 模块，含 SIM 卡及前五年流量套餐。',
        '**不依赖家庭网络**：更换路由器或 WiFi 密码都不会中断监控。',
        '**每台采集器最多接入 10 台设备**。',
        '**坚固耐用**：IP65 防护，工作温度 −30 至 70 °C。',
        '**30 天本地缓存**，适合信号不稳定的地区。',
      ],
      outro: '安装时 ECOS 应用会显示信号强度，便于在固定采集器之前找到最佳位置。',
    },
    au: cellularLoggerEn,
    en: cellularLoggerEn,
    de: {
      name: '4G-Datenlogger',
      summary:
        'Mobilfunkanbindung für Standorte ohne zuverlässiges Internet, inklusive Datentarif.',
      intro:
        'Der 4G-Datenlogger verbindet Voltara-Anlagen über das Mobilfunknetz. Er eignet sich für Bauernhöfe, Ferienhäuser, Baustellen und Neubauten ohne Internetanschluss und für Installateure, die eine Verbindung wollen, die nicht vom Router des Kunden abhängt.',
      benefits: [
        '**Sofort einsatzbereit:** LTE-Cat-1-Modem mit SIM-Karte und Datentarif für die ersten fünf Jahre inklusive.',
        '**Unabhängig vom Heimnetz:** Ein neuer Router oder ein geändertes WLAN-Passwort unterbricht das Monitoring nie.',
        '**Bis zu 10 Geräte** pro Logger.',
        '**Robust:** IP65 und ein Betriebsbereich von −30 bis 70 °C.',
        '**Lokaler Puffer für 30 Tage** für Gegenden mit lückenhaftem Empfang.',
      ],
      outro:
        'Die ECOS-App zeigt während der Installation die Signalstärke an, sodass sich die beste Position finden lässt, bevor der Logger befestigt wird.',
    },
    it: {
      name: 'Data logger 4G',
      summary: 'Connettività mobile per siti senza internet affidabile, con piano dati incluso.',
      intro:
        'Il data logger 4G collega i sistemi Voltara tramite la rete mobile. È adatto ad aziende agricole, case vacanza, cantieri e nuove costruzioni senza internet, e agli installatori che vogliono una connessione indipendente dal router del cliente.',
      benefits: [
        "**Pronto all'uso:** modem LTE Cat 1 con SIM e piano dati inclusi per i primi cinque anni.",
        '**Indipendente dalla rete di casa:** un nuovo router o una nuova password Wi-Fi non interrompono mai il monitoraggio.',
        '**Fino a 10 dispositivi** per logger.',
        '**Resistente:** IP65 e funzionamento da −30 a 70 °C.',
        '**Memoria locale di 30 giorni** per le zone con copertura discontinua.',
      ],
      outro:
        "Durante l'installazione l'app ECOS mostra l'intensità del segnale, così si trova la posizione migliore prima di fissare il logger.",
    },
    nl: {
      name: '4G-datalogger',
      summary:
        'Mobiele verbinding voor locaties zonder betrouwbaar internet, inclusief databundel.',
      intro:
        'De 4G-datalogger verbindt Voltara-systemen via het mobiele netwerk. Hij is geschikt voor boerderijen, vakantiehuizen, bouwplaatsen en nieuwbouw zonder internet, en voor installateurs die een verbinding willen die niet afhangt van de router van de klant.',
      benefits: [
        '**Direct klaar voor gebruik:** LTE Cat 1-modem met simkaart en databundel voor de eerste vijf jaar inbegrepen.',
        '**Onafhankelijk van het thuisnetwerk:** een nieuwe router of een gewijzigd wifiwachtwoord onderbreekt de monitoring nooit.',
        '**Tot 10 apparaten** per logger.',
        '**Robuust:** IP65 en een werkbereik van −30 tot 70 °C.',
        '**Lokale buffer van 30 dagen** voor gebieden met wisselend bereik.',
      ],
      outro:
        'De ECOS-app toont tijdens de installatie de signaalsterkte, zodat de beste plek gevonden wordt voordat de logger wordt vastgezet.',
    },
    fr: {
      name: 'Enregistreur de données 4G',
      summary:
        'Une connexion mobile pour les sites sans internet fiable, forfait de données inclus.',
      intro:
        "L'enregistreur de données 4G relie les systèmes Voltara par le réseau mobile. Il convient aux exploitations agricoles, résidences secondaires, chantiers et constructions neuves sans internet, ainsi qu'aux installateurs qui veulent une connexion indépendante du routeur du client.",
      benefits: [
        "**Prêt à l'emploi :** modem LTE Cat 1 avec carte SIM et forfait de données inclus pour les cinq premières années.",
        "**Indépendant du réseau domestique :** un nouveau routeur ou un nouveau mot de passe Wi-Fi n'interrompt jamais la supervision.",
        "**Jusqu'à 10 appareils** par enregistreur.",
        '**Robuste :** IP65 et fonctionnement de −30 à 70 °C.',
        '**Mémoire tampon locale de 30 jours** pour les zones à couverture irrégulière.',
      ],
      outro:
        "Pendant l'installation, l'application ECOS affiche la force du signal afin de trouver le meilleur emplacement avant de fixer l'enregistreur.",
    },
  },
};

const smartPlugEn: Text = {
  name: 'Smart plug',
  summary: 'Runs appliances on surplus solar power and measures what they use.',
  intro:
    'The Voltara smart plug switches an appliance on when the system has surplus solar power or cheap grid energy, and measures what the appliance uses. It suits washing machines, dishwashers, dehumidifiers, pool pumps and electric water heaters of up to 3,680 W.',
  benefits: [
    '**More of your own solar power:** the ECOS app starts the appliance when the battery is full and the sun is shining.',
    '**Measures consumption:** accurate to ±1%, shown per appliance in the ECOS app.',
    '**Schedules and timers:** run appliances in off-peak hours with time-of-use rates.',
    '**Tiny standby consumption:** less than 0.5 W.',
    '**Local control:** keeps following its schedule if the internet connection drops.',
  ],
  outro:
    'The plug is available with type F, E, G and I plugs for continental Europe, the UK and Australia.',
};

const smartPlug: ProductDef = {
  id: 'smart-plug',
  category: 'smart-plug',
  specs: [
    {
      title: 'electrical',
      rows: [
        ['ratedCurrent', '16 A'],
        ['gridConnection', '230 V, 50 Hz'],
        ['maxLoad', '3,680 W'],
        ['meteringAccuracy', '±1%'],
        ['standby', '< 0.5 W'],
      ],
    },
    {
      title: 'connectivity',
      rows: [
        ['connectivity', '{wifi} 4, 2.4 GHz'],
        ['monitoring', '{ecos}'],
        ['plugTypes', 'F, E, G, I'],
        ['warranty', '2 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '智能插座',
      summary: '用光伏余电驱动家电，并计量其用电量。',
      intro:
        'Voltara 智能插座会在系统有光伏余电或电网电价较低时自动开启家电，并计量家电的用电量，适用于洗衣机、洗碗机、除湿机、泳池水泵以及功率不超过 3680 W 的电热水器。',
      benefits: [
        '**多用自家光伏电**：电池充满且阳光充足时，ECOS 应用自动启动家电。',
        '**计量用电**：精度 ±1%，在 ECOS 应用中按家电分别显示。',
        '**定时与计划**：配合分时电价，在低谷时段运行家电。',
        '**待机功耗极低**：小于 0.5 W。',
        '**本地控制**：即使断网，也会继续按计划运行。',
      ],
      outro: '插座提供 F、E、G 和 I 型插头，适用于欧洲大陆、英国和澳大利亚。',
    },
    au: {
      ...smartPlugEn,
      intro:
        'The Voltara smart plug switches an appliance on when the system has surplus solar power or cheap grid energy, and measures what the appliance uses. It suits washing machines, dishwashers, dehumidifiers, pool pumps and electric hot water systems of up to 3,680 W.',
      benefits: [
        ...smartPlugEn.benefits.slice(0, 2),
        '**Schedules and timers:** run appliances in off-peak hours on time-of-use tariffs.',
        ...smartPlugEn.benefits.slice(3),
      ],
    },
    en: smartPlugEn,
    de: {
      name: 'Intelligente Zwischensteckdose',
      summary: 'Schaltet Geräte mit überschüssigem Solarstrom und misst ihren Verbrauch.',
      intro:
        'Die intelligente Zwischensteckdose von Voltara schaltet ein Gerät ein, wenn die Anlage überschüssigen Solarstrom oder günstigen Netzstrom hat, und misst, was das Gerät verbraucht. Sie eignet sich für Waschmaschinen, Geschirrspüler, Luftentfeuchter, Poolpumpen und elektrische Warmwasserbereiter bis 3.680 W.',
      benefits: [
        '**Mehr eigener Solarstrom:** Die ECOS-App startet das Gerät, wenn die Batterie voll ist und die Sonne scheint.',
        '**Misst den Verbrauch:** auf ±1 % genau, pro Gerät in der ECOS-App angezeigt.',
        '**Zeitpläne und Timer:** Geräte mit zeitvariablen Tarifen in günstigen Stunden laufen lassen.',
        '**Minimaler Standby-Verbrauch:** weniger als 0,5 W.',
        '**Lokale Steuerung:** folgt weiter ihrem Zeitplan, wenn die Internetverbindung abbricht.',
      ],
      outro:
        'Die Steckdose gibt es mit Steckertyp F, E, G und I für Kontinentaleuropa, Großbritannien und Australien.',
    },
    it: {
      name: 'Presa intelligente',
      summary: 'Accende gli elettrodomestici con il surplus solare e ne misura i consumi.',
      intro:
        "La presa intelligente Voltara accende un elettrodomestico quando l'impianto ha un surplus di energia solare o energia di rete a basso costo, e misura quanto consuma. È adatta a lavatrici, lavastoviglie, deumidificatori, pompe per piscine e scaldacqua elettrici fino a 3.680 W.",
      benefits: [
        "**Più energia solare propria:** l'app ECOS avvia l'elettrodomestico quando la batteria è carica e splende il sole.",
        "**Misura i consumi:** con una precisione di ±1%, mostrati per ogni elettrodomestico nell'app ECOS.",
        '**Programmi e timer:** usa gli elettrodomestici nelle fasce orarie più economiche.',
        '**Consumo in standby minimo:** meno di 0,5 W.',
        '**Controllo locale:** continua a seguire il programma anche se la connessione internet si interrompe.',
      ],
      outro:
        "La presa è disponibile con spine di tipo F, E, G e I per l'Europa continentale, il Regno Unito e l'Australia.",
    },
    nl: {
      name: 'Slimme stekker',
      summary: 'Laat apparaten draaien op overtollige zonnestroom en meet wat ze verbruiken.',
      intro:
        'De slimme stekker van Voltara schakelt een apparaat in wanneer het systeem overtollige zonnestroom of goedkope netstroom heeft, en meet wat het apparaat verbruikt. Geschikt voor wasmachines, vaatwassers, luchtontvochtigers, zwembadpompen en elektrische boilers tot 3.680 W.',
      benefits: [
        '**Meer eigen zonnestroom:** de ECOS-app start het apparaat als de batterij vol is en de zon schijnt.',
        '**Meet het verbruik:** nauwkeurig tot ±1%, per apparaat zichtbaar in de ECOS-app.',
        "**Schema's en timers:** laat apparaten draaien in de daluren van een tijdsafhankelijk tarief.",
        '**Minimaal stand-byverbruik:** minder dan 0,5 W.',
        '**Lokale besturing:** blijft het schema volgen als de internetverbinding wegvalt.',
      ],
      outro:
        'De stekker is verkrijgbaar met stekkertype F, E, G en I voor het Europese vasteland, het Verenigd Koninkrijk en Australië.',
    },
    fr: {
      name: 'Prise connectée',
      summary:
        'Fait fonctionner les appareils avec le surplus solaire et mesure leur consommation.',
      intro:
        "La prise connectée Voltara met un appareil en marche lorsque le système dispose d'un surplus solaire ou d'électricité réseau bon marché, et mesure ce qu'il consomme. Elle convient aux lave-linge, lave-vaisselle, déshumidificateurs, pompes de piscine et chauffe-eau électriques jusqu'à 3 680 W.",
      benefits: [
        "**Plus d'autoconsommation solaire :** l'application ECOS démarre l'appareil lorsque la batterie est pleine et que le soleil brille.",
        "**Mesure la consommation :** précision de ±1 %, affichée par appareil dans l'application ECOS.",
        '**Programmes et minuteries :** faites tourner les appareils en heures creuses.',
        '**Veille minimale :** moins de 0,5 W.',
        '**Pilotage local :** continue de suivre son programme si la connexion internet est coupée.',
      ],
      outro:
        "La prise existe avec des fiches de type F, E, G et I pour l'Europe continentale, le Royaume-Uni et l'Australie.",
    },
  },
};

const acChargerEn: Text = {
  name: 'AC charger',
  summary: 'A 7.4 to 22 kW wallbox that charges the car with solar power.',
  intro:
    "The Voltara AC charger is a wallbox for homes and workplaces. Connected to a Voltara hybrid system, it charges the electric car with surplus solar power, stored energy or off-peak grid energy, and it never overloads the home's grid connection.",
  benefits: [
    '**7.4, 11 or 22 kW:** single-phase or three-phase, with a Type 2 socket or a 5 m cable.',
    '**Solar charging:** PV surplus mode follows the sun and switches between one and three phases automatically.',
    '**Load management:** reduces the charging current when the household needs power.',
    '**Built-in safety:** 6 mA DC residual current detection, so in most countries no additional type B RCD is needed.',
    '**Open standards:** OCPP 1.6J and 2.0.1 for company fleets and public billing; RFID cards and the ECOS app for home use.',
  ],
  outro:
    'With IP65 protection and operation from −30 to 50 °C, it is at home in carports and driveways.',
};

const acCharger: ProductDef = {
  id: 'ac-charger',
  category: 'charger',
  specs: [
    {
      title: 'charging',
      rows: [
        ['chargingPower', '7.4 / 11 / 22 kW'],
        ['gridConnection', 'L/N/PE 230 V, 3/N/PE 400 V'],
        ['connector', '{type2}'],
        ['solarCharging', '{yes}'],
        ['rcd', '6 mA {dc}'],
        ['authentication', 'RFID, {ecos}'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['interfaces', { raw: 'OCPP 1.6J, OCPP 2.0.1, Modbus TCP' }],
        ['ingress', 'IP65'],
        ['operatingTemp', '−30 to 50 °C'],
        ['dimensions', '220 × 380 × 120 mm'],
        ['weight', '4.5 kg'],
        ['warranty', '5 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '交流充电桩',
      summary: '7.4–22 kW 壁挂式充电桩，用光伏电力为爱车充电。',
      intro:
        'Voltara 交流充电桩是一款适用于家庭和工作场所的壁挂式充电桩。与 Voltara 混合储能系统配合使用时，可利用光伏余电、储能电量或谷电为电动汽车充电，且不会造成家庭进线过载。',
      benefits: [
        '**7.4、11 或 22 kW**：单相或三相，提供 Type 2 插座或 5 m 充电线版本。',
        '**光伏充电**：光伏余电模式跟随日照，自动在单相与三相之间切换。',
        '**负载管理**：家庭用电增加时自动降低充电电流。',
        '**内置安全保护**：6 mA 直流漏电检测，在大多数国家无需额外加装 B 型漏电保护器。',
        '**开放标准**：支持 OCPP 1.6J 和 2.0.1，适用于企业车队和公共计费；家庭用户可使用 RFID 卡和 ECOS 应用。',
      ],
      outro: 'IP65 防护，工作温度 −30 至 50 °C，车棚和车道均可安装。',
    },
    au: acChargerEn,
    en: acChargerEn,
    de: {
      name: 'AC-Ladestation',
      summary: 'Wallbox mit 7,4 bis 22 kW, die das Auto mit Solarstrom lädt.',
      intro:
        'Die AC-Ladestation von Voltara ist eine Wallbox für Zuhause und den Arbeitsplatz. In Verbindung mit einem Voltara-Hybridsystem lädt sie das Elektroauto mit überschüssigem Solarstrom, gespeicherter Energie oder günstigem Netzstrom und überlastet dabei nie den Hausanschluss.',
      benefits: [
        '**7,4, 11 oder 22 kW:** ein- oder dreiphasig, mit Typ-2-Steckdose oder 5-m-Kabel.',
        '**Solarladen:** Der PV-Überschussmodus folgt der Sonne und schaltet automatisch zwischen einer und drei Phasen um.',
        '**Lastmanagement:** reduziert den Ladestrom, wenn der Haushalt Leistung braucht.',
        '**Integrierte Sicherheit:** DC-Fehlerstromerkennung mit 6 mA, daher ist in den meisten Ländern kein zusätzlicher FI-Schutzschalter Typ B nötig.',
        '**Offene Standards:** OCPP 1.6J und 2.0.1 für Firmenflotten und öffentliche Abrechnung; RFID-Karten und die ECOS-App für zu Hause.',
      ],
      outro:
        'Mit Schutzart IP65 und Betrieb von −30 bis 50 °C ist sie in Carports und Einfahrten zu Hause.',
    },
    it: {
      name: 'Stazione di ricarica CA',
      summary:
        "Stazione di ricarica a parete da 7,4 a 22 kW che ricarica l'auto con l'energia solare.",
      intro:
        "La stazione di ricarica CA Voltara è una wallbox per la casa e il luogo di lavoro. Collegata a un sistema ibrido Voltara, ricarica l'auto elettrica con il surplus solare, l'energia accumulata o l'energia di rete nelle ore più economiche, senza mai sovraccaricare l'allacciamento di casa.",
      benefits: [
        '**7,4, 11 o 22 kW:** monofase o trifase, con presa di tipo 2 o cavo da 5 m.',
        '**Ricarica solare:** la modalità surplus FV segue il sole e passa automaticamente da una a tre fasi.',
        '**Gestione dei carichi:** riduce la corrente di ricarica quando la casa ha bisogno di potenza.',
        '**Sicurezza integrata:** rilevamento della corrente di guasto CC da 6 mA, per cui nella maggior parte dei paesi non serve un differenziale di tipo B aggiuntivo.',
        "**Standard aperti:** OCPP 1.6J e 2.0.1 per flotte aziendali e fatturazione pubblica; tessere RFID e app ECOS per l'uso domestico.",
      ],
      outro:
        'Con protezione IP65 e funzionamento da −30 a 50 °C, è perfetta per tettoie e vialetti.',
    },
    nl: {
      name: 'AC-laadpaal',
      summary: 'Een wandlader van 7,4 tot 22 kW die de auto met zonnestroom laadt.',
      intro:
        'De AC-laadpaal van Voltara is een wandlader voor thuis en op het werk. Gekoppeld aan een hybride systeem van Voltara laadt hij de elektrische auto met overtollige zonnestroom, opgeslagen energie of goedkope netstroom in de daluren, zonder ooit de huisaansluiting te overbelasten.',
      benefits: [
        '**7,4, 11 of 22 kW:** enkelfasig of driefasig, met type 2-contactdoos of kabel van 5 m.',
        '**Laden op zonnestroom:** de PV-overschotmodus volgt de zon en schakelt automatisch tussen één en drie fasen.',
        '**Belastingbeheer:** verlaagt de laadstroom als het huishouden vermogen nodig heeft.',
        '**Ingebouwde veiligheid:** 6 mA DC-aardlekdetectie, zodat in de meeste landen geen extra aardlekschakelaar type B nodig is.',
        '**Open standaarden:** OCPP 1.6J en 2.0.1 voor bedrijfsvloten en openbare afrekening; RFID-passen en de ECOS-app voor thuisgebruik.',
      ],
      outro:
        'Met IP65-bescherming en bedrijf van −30 tot 50 °C hoort hij thuis onder een carport of op de oprit.',
    },
    fr: {
      name: 'Borne de recharge AC',
      summary: "Une borne murale de 7,4 à 22 kW qui recharge la voiture à l'énergie solaire.",
      intro:
        "La borne de recharge AC Voltara est une borne murale pour la maison et le lieu de travail. Associée à un système hybride Voltara, elle recharge la voiture électrique avec le surplus solaire, l'énergie stockée ou l'électricité réseau des heures creuses, sans jamais surcharger le raccordement de la maison.",
      benefits: [
        '**7,4, 11 ou 22 kW :** monophasée ou triphasée, avec prise type 2 ou câble de 5 m.',
        '**Recharge solaire :** le mode surplus PV suit le soleil et bascule automatiquement entre une et trois phases.',
        '**Gestion de charge :** réduit le courant de charge lorsque le foyer a besoin de puissance.',
        "**Sécurité intégrée :** détection de courant résiduel continu de 6 mA, si bien que dans la plupart des pays aucun différentiel de type B supplémentaire n'est nécessaire.",
        "**Standards ouverts :** OCPP 1.6J et 2.0.1 pour les flottes d'entreprise et la facturation publique ; badges RFID et application ECOS pour un usage domestique.",
      ],
      outro:
        'Avec sa protection IP65 et un fonctionnement de −30 à 50 °C, elle trouve sa place sous un carport comme dans une allée.',
    },
  },
};

const dcChargerEn: Text = {
  name: 'DC EV charger',
  summary: 'A 40 kW DC fast charger for fleets, parking lots and storage-backed charging hubs.',
  intro:
    'The Voltara DC EV charger adds up to 40 kW of fast charging to depots, hotels, retail parking lots and workplaces. Combined with a commercial energy storage cabinet, it charges vehicles quickly even where the grid connection is small, because the battery covers the peaks.',
  benefits: [
    '**Fast:** 40 kW at 150 to 1000 V DC, adding around 200 km (125 miles) of range in 45 minutes for an average car.',
    '**Two CCS2 connectors** that share power dynamically.',
    '**Storage-backed:** Pangu OS coordinates charger, battery and grid to avoid peak demand charges.',
    '**Open:** OCPP 1.6J and 2.0.1, plus ISO 15118 Plug & Charge.',
    '**Rugged:** IP55, from −30 to 50 °C, with a peak efficiency of 96%.',
  ],
  outro: 'Remote diagnostics and over-the-air updates keep availability high.',
};

const dcCharger: ProductDef = {
  id: 'ev-charger',
  category: 'charger',
  specs: [
    {
      title: 'charging',
      rows: [
        ['chargingPower', '40 kW'],
        ['outputVoltage', '150–1000 V {dc}'],
        ['outputCurrent', '133 A'],
        ['connector', '{ccs2}'],
        ['maxEfficiency', '96%'],
        ['ems', 'Pangu OS'],
      ],
    },
    {
      title: 'general',
      rows: [
        ['gridConnection', '3/PE, 400 V, 50 Hz'],
        ['interfaces', { raw: 'OCPP 1.6J, OCPP 2.0.1, ISO 15118' }],
        ['ingress', 'IP55'],
        ['operatingTemp', '−30 to 50 °C'],
        ['dimensions', '600 × 1,800 × 400 mm'],
        ['weight', '230 kg'],
        ['warranty', '5 {years}'],
      ],
    },
  ],
  text: {
    cn: {
      name: '直流充电桩',
      summary: '40 kW 直流快充桩，适用于车队、停车场以及配套储能的充电站。',
      intro:
        'Voltara 直流充电桩可为车队场站、酒店、商业停车场和办公园区提供最高 40 kW 的快速充电。与工商业储能柜配合使用时，即使电网接入容量较小也能快速充电，因为高峰功率由电池承担。',
      benefits: [
        '**充电快**：40 kW，输出 150–1000 V 直流，普通车型 45 分钟可增加约 200 km 续航。',
        '**双 CCS2 充电枪**，动态分配功率。',
        '**配合储能**：Pangu OS 协调充电桩、电池与电网，避免需量电费。',
        '**开放协议**：支持 OCPP 1.6J 和 2.0.1，以及 ISO 15118 即插即充。',
        '**坚固耐用**：IP55 防护，工作温度 −30 至 50 °C，峰值效率 96%。',
      ],
      outro: '远程诊断和空中升级（OTA）保障高可用率。',
    },
    au: {
      ...dcChargerEn,
      summary: 'A 40 kW DC fast charger for fleets, car parks and storage-backed charging hubs.',
      intro:
        'The Voltara DC EV charger adds up to 40 kW of fast charging to depots, hotels, shopping centre car parks and workplaces. Combined with a commercial energy storage cabinet, it charges vehicles quickly even where the grid connection is small, because the battery covers the peaks.',
      benefits: [
        '**Fast:** 40 kW at 150 to 1000 V DC, adding around 200 km of range in 45 minutes for an average car.',
        ...dcChargerEn.benefits.slice(1),
      ],
    },
    en: dcChargerEn,
    de: {
      name: 'DC-Schnellladestation',
      summary:
        'DC-Schnellladestation mit 40 kW für Fuhrparks, Parkplätze und Ladeparks mit Speicher.',
      intro:
        'Die DC-Schnellladestation von Voltara bringt bis zu 40 kW Schnellladeleistung auf Betriebshöfe, an Hotels, auf Kundenparkplätze und an Arbeitsplätze. In Kombination mit einem gewerblichen Energiespeicherschrank lädt sie Fahrzeuge auch bei kleinem Netzanschluss schnell, weil die Batterie die Spitzen abdeckt.',
      benefits: [
        '**Schnell:** 40 kW bei 150 bis 1000 V DC; ein durchschnittliches Auto gewinnt in 45 Minuten rund 200 km Reichweite.',
        '**Zwei CCS2-Ladepunkte**, die sich die Leistung dynamisch teilen.',
        '**Mit Speicher:** Pangu OS koordiniert Ladestation, Batterie und Netz und vermeidet teure Leistungsspitzen.',
        '**Offen:** OCPP 1.6J und 2.0.1 sowie ISO 15118 Plug & Charge.',
        '**Robust:** IP55, von −30 bis 50 °C, mit einem Spitzenwirkungsgrad von 96 %.',
      ],
      outro:
        'Ferndiagnose und Software-Aktualisierungen aus der Ferne sorgen für hohe Verfügbarkeit.',
    },
    it: {
      name: 'Stazione di ricarica rapida CC',
      summary:
        'Stazione di ricarica rapida CC da 40 kW per flotte, parcheggi e hub di ricarica con accumulo.',
      intro:
        "La stazione di ricarica rapida CC Voltara porta fino a 40 kW di ricarica rapida in depositi, hotel, parcheggi commerciali e luoghi di lavoro. Abbinata a un armadio di accumulo commerciale, ricarica rapidamente i veicoli anche dove l'allacciamento alla rete è piccolo, perché la batteria copre i picchi.",
      benefits: [
        "**Veloce:** 40 kW da 150 a 1000 V CC, circa 200 km di autonomia in 45 minuti per un'auto media.",
        '**Due connettori CCS2** che si ripartiscono la potenza in modo dinamico.',
        '**Con accumulo:** Pangu OS coordina stazione di ricarica, batteria e rete per evitare i costi dei picchi di potenza.',
        '**Aperta:** OCPP 1.6J e 2.0.1, oltre a ISO 15118 Plug & Charge.',
        "**Robusta:** IP55, da −30 a 50 °C, con un'efficienza di picco del 96%.",
      ],
      outro: 'Diagnostica e aggiornamenti software da remoto mantengono alta la disponibilità.',
    },
    nl: {
      name: 'DC-snellader',
      summary:
        'Een DC-snellader van 40 kW voor wagenparken, parkeerterreinen en laadpleinen met batterijopslag.',
      intro:
        'De DC-snellader van Voltara brengt tot 40 kW snelladen naar depots, hotels, parkeerterreinen van winkels en werklocaties. Gecombineerd met een commerciële energieopslagkast laadt hij voertuigen snel, zelfs bij een kleine netaansluiting, omdat de batterij de pieken opvangt.',
      benefits: [
        '**Snel:** 40 kW bij 150 tot 1000 V DC, goed voor ongeveer 200 km actieradius in 45 minuten bij een gemiddelde auto.',
        '**Twee CCS2-connectoren** die het vermogen dynamisch verdelen.',
        '**Met opslag:** Pangu OS stemt lader, batterij en net op elkaar af om piekkosten te vermijden.',
        '**Open:** OCPP 1.6J en 2.0.1, plus ISO 15118 Plug & Charge.',
        '**Robuust:** IP55, van −30 tot 50 °C, met een piekrendement van 96%.',
      ],
      outro: 'Diagnose en software-updates op afstand houden de beschikbaarheid hoog.',
    },
    fr: {
      name: 'Borne de recharge rapide DC',
      summary:
        'Une borne de recharge rapide DC de 40 kW pour les flottes, parkings et hubs de recharge avec stockage.',
      intro:
        "La borne de recharge rapide DC Voltara apporte jusqu'à 40 kW de recharge rapide aux dépôts, hôtels, parkings de commerces et lieux de travail. Associée à une armoire de stockage tertiaire, elle recharge rapidement les véhicules même lorsque le raccordement au réseau est faible, car la batterie absorbe les pointes.",
      benefits: [
        "**Rapide :** 40 kW sous 150 à 1000 V CC, soit environ 200 km d'autonomie en 45 minutes pour une voiture moyenne.",
        '**Deux connecteurs CCS2** qui se partagent la puissance de façon dynamique.',
        '**Avec stockage :** Pangu OS coordonne borne, batterie et réseau pour éviter les dépassements de puissance souscrite.',
        '**Ouverte :** OCPP 1.6J et 2.0.1, ainsi que ISO 15118 Plug & Charge.',
        '**Robuste :** IP55, de −30 à 50 °C, avec un rendement maximal de 96 %.',
      ],
      outro:
        'Le diagnostic et les mises à jour logicielles à distance garantissent une disponibilité élevée.',
    },
  },
};

/** Catalogue order: home systems, batteries, inverters, power conversion, cabinets,
 * data loggers (WiFi, LAN, 4G), smart plug, AC and EV chargers. */
const catalogue: ProductDef[] = [
  hybridSystem,
  batteryBox,
  singlePhaseInverter,
  commercialInverter,
  powerConversion,
  storageCabinet,
  controlCabinet,
  wifiLogger,
  lanLogger,
  cellularLogger,
  smartPlug,
  acCharger,
  dcCharger,
];

export const productsSeed: (typeof products.$inferInsert)[] = catalogue.flatMap(productRows);
