// Locations of the estimator: yearly PV yield per kWp, the month shape it is spread over, and
// default prices. Read with the caveats below; every default can be changed on the page.
//
// Yield (kWh per kWp and year): long-term averages of PVGIS 5.2 (EU Joint Research Centre,
// https://re.jrc.ec.europa.eu/pvg_tools/, "Grid connected PV", crystalline silicon, optimum tilt,
// south facing (north facing south of the equator), 14 % system losses) for the reference city
// named beside each region, rounded to 50 kWh. They were entered by hand: this build machine has
// no network access, so they were not re-queried here. `scripts/estimator/pvgis.ts` prints the
// current PVGIS figures for every reference city, to check or refresh this table.
//
// Month shapes (share of the yearly yield per month): climatological shapes for each climate
// group, approximated from PVGIS monthly outputs (E_m) of their reference cities and normalised
// in the model, so only their proportions matter.
//
// Prices (per kWh, local currency, households, taxes included), checked against:
// DE: BDEW-Strompreisanalyse 2025 (~40 ct import), EEG 2023 §48/§49 feed-in for partial feed-in
//     ≤ 10 kWp (~8 ct); AT: E-Control Tarifkalkulator 2025 (~28 ct), OeMAG market price (~7 ct);
// CH: ElCom median household tariff 2025 (~0.30 CHF), typical utility buy-back (~0.10 CHF);
// NL: CBS energy prices 2025 (~0.30 EUR); feed-in 0.05 EUR is the typical supplier buy-back once
//     net metering (salderingsregeling) ends on 1 January 2027;
// BE: CREG household price 2025 (~0.35 EUR), injection ~0.04 EUR;
// FR: tarif réglementé EDF Bleu 2025 (~0.25 EUR), obligation d'achat surplus ≤ 9 kWp (0.04 EUR);
// IT: ARERA servizio di tutela 2025 (~0.30 EUR), GSE ritiro dedicato (~0.10 EUR);
// ES: OCU/CNMC PVPC average 2025 (~0.20 EUR), compensación simplificada (~0.07 EUR);
// GB: Ofgem price cap Q4 2025 (~0.26 GBP), Smart Export Guarantee typical (~0.12 GBP);
// AU: AEMC Residential electricity price trends 2024 (~0.33 AUD), solar feed-in (~0.05 AUD);
// CN: NDRC tiered residential tariff, first tier (~0.55 CNY), coal-fired benchmark price for
//     feed-in (~0.39 CNY).

export type MonthShape = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Share of the yearly yield per month (January first), per climate group. */
export const monthShapes = {
  temperateNorth: [2.6, 4.4, 7.9, 11.3, 12.6, 12.4, 12.7, 11.5, 9.2, 6.3, 3.0, 2.1],
  mediterranean: [5.0, 6.1, 8.6, 9.6, 10.6, 10.8, 11.3, 10.8, 9.0, 7.4, 5.6, 4.7],
  southernTemperate: [11.0, 9.7, 9.0, 7.4, 6.3, 5.3, 5.8, 7.0, 8.3, 9.8, 10.3, 10.9],
  southernTropical: [8.6, 7.9, 8.6, 8.3, 8.0, 7.5, 8.0, 8.8, 8.9, 9.1, 8.5, 8.3],
  chinaNorth: [6.5, 7.3, 9.3, 9.8, 10.4, 9.4, 8.3, 8.3, 8.4, 8.0, 6.6, 6.0],
  chinaSouth: [5.8, 5.9, 7.2, 8.3, 9.4, 8.8, 11.6, 11.4, 9.3, 8.4, 7.2, 6.7],
} as const satisfies Record<string, MonthShape>;

export type MonthShapeName = keyof typeof monthShapes;

/**
 * Day-to-day variation of PV output: σ of the logarithm of daily irradiation within a month, per
 * climate group. An assumption, set so that the coefficient of variation of daily irradiation is
 * roughly 0.6–0.9 in central Europe and lower in sunnier climates: it decides how often a battery
 * cannot fill, which a calm average day would hide. The reference cases in the model's tests
 * check the result.
 */
export const dailyVariation: Record<MonthShapeName, number> = {
  temperateNorth: 0.8,
  mediterranean: 0.6,
  southernTemperate: 0.6,
  southernTropical: 0.5,
  chinaNorth: 0.6,
  chinaSouth: 0.75,
};

export type Region = {
  id: string;
  /** Reference city (for the PVGIS query) and its latitude, degrees north. */
  city: string;
  latitude: number;
  longitude: number;
  yieldKwhPerKwp: number;
  shape: MonthShapeName;
  /** A region with its own time zone (Western Australia, South Australia, Northern Territory). */
  zoneMeridian?: number;
};

export type Country = {
  code: string;
  currency: string;
  importPrice: number;
  feedInPrice: number;
  /** Clocks move one hour forward in summer (EU: last Sunday of March to last Sunday of October). */
  summerTime: 'eu' | 'au' | null;
  /** Longitude of the time zone's meridian: the sun is highest at 12:00 there, standard time. */
  zoneMeridian: number;
  regions: readonly Region[];
};

const region = (
  id: string,
  city: string,
  latitude: number,
  longitude: number,
  yieldKwhPerKwp: number,
  shape: MonthShapeName,
  zoneMeridian?: number,
): Region => ({ id, city, latitude, longitude, yieldKwhPerKwp, shape, zoneMeridian });

export const countries: readonly Country[] = [
  {
    code: 'DE',
    currency: 'EUR',
    importPrice: 0.4,
    feedInPrice: 0.08,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [
      // The centre first: it is the default, and the reference of the plausibility tests.
      region('central', 'Kassel', 51.31, 9.48, 1000, 'temperateNorth'),
      region('north', 'Hamburg', 53.55, 10.0, 950, 'temperateNorth'),
      region('south', 'Munich', 48.14, 11.58, 1100, 'temperateNorth'),
    ],
  },
  {
    code: 'AT',
    currency: 'EUR',
    importPrice: 0.28,
    feedInPrice: 0.07,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [region('all', 'Vienna', 48.21, 16.37, 1100, 'temperateNorth')],
  },
  {
    code: 'CH',
    currency: 'CHF',
    importPrice: 0.3,
    feedInPrice: 0.1,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [region('all', 'Zurich', 47.38, 8.54, 1100, 'temperateNorth')],
  },
  {
    code: 'NL',
    currency: 'EUR',
    importPrice: 0.3,
    feedInPrice: 0.05,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [region('all', 'Utrecht', 52.09, 5.12, 950, 'temperateNorth')],
  },
  {
    code: 'BE',
    currency: 'EUR',
    importPrice: 0.35,
    feedInPrice: 0.04,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [region('all', 'Brussels', 50.85, 4.35, 950, 'temperateNorth')],
  },
  {
    code: 'FR',
    currency: 'EUR',
    importPrice: 0.25,
    feedInPrice: 0.04,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [
      region('north', 'Paris', 48.86, 2.35, 1100, 'temperateNorth'),
      region('south', 'Marseille', 43.3, 5.37, 1500, 'mediterranean'),
    ],
  },
  {
    code: 'IT',
    currency: 'EUR',
    importPrice: 0.3,
    feedInPrice: 0.1,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [
      region('north', 'Milan', 45.46, 9.19, 1250, 'mediterranean'),
      region('centre', 'Rome', 41.9, 12.5, 1450, 'mediterranean'),
      region('south', 'Palermo', 38.12, 13.36, 1550, 'mediterranean'),
    ],
  },
  {
    code: 'ES',
    currency: 'EUR',
    importPrice: 0.2,
    feedInPrice: 0.07,
    summerTime: 'eu',
    zoneMeridian: 15,
    regions: [region('all', 'Madrid', 40.42, -3.7, 1600, 'mediterranean')],
  },
  {
    code: 'GB',
    currency: 'GBP',
    importPrice: 0.26,
    feedInPrice: 0.12,
    summerTime: 'eu',
    zoneMeridian: 0,
    regions: [region('all', 'London', 51.51, -0.13, 950, 'temperateNorth')],
  },
  {
    code: 'AU',
    currency: 'AUD',
    importPrice: 0.33,
    feedInPrice: 0.05,
    summerTime: null,
    zoneMeridian: 150,
    regions: [
      region('nsw', 'Sydney', -33.87, 151.21, 1450, 'southernTemperate'),
      region('vic', 'Melbourne', -37.81, 144.96, 1300, 'southernTemperate'),
      region('qld', 'Brisbane', -27.47, 153.03, 1500, 'southernTropical'),
      region('sa', 'Adelaide', -34.93, 138.6, 1550, 'southernTemperate', 142.5),
      region('wa', 'Perth', -31.95, 115.86, 1600, 'southernTemperate', 120),
      region('tas', 'Hobart', -42.88, 147.33, 1250, 'southernTemperate'),
      region('nt', 'Darwin', -12.46, 130.84, 1550, 'southernTropical', 142.5),
      region('act', 'Canberra', -35.28, 149.13, 1500, 'southernTemperate'),
    ],
  },
  {
    code: 'CN',
    currency: 'CNY',
    importPrice: 0.55,
    feedInPrice: 0.39,
    summerTime: null,
    zoneMeridian: 120,
    regions: [
      region('beijing', 'Beijing', 39.9, 116.4, 1350, 'chinaNorth'),
      region('tianjin', 'Tianjin', 39.13, 117.2, 1300, 'chinaNorth'),
      region('hebei', 'Shijiazhuang', 38.04, 114.51, 1300, 'chinaNorth'),
      region('shandong', 'Jinan', 36.65, 117.12, 1250, 'chinaNorth'),
      region('henan', 'Zhengzhou', 34.75, 113.63, 1150, 'chinaNorth'),
      region('shanxi', 'Taiyuan', 37.87, 112.55, 1350, 'chinaNorth'),
      region('inner-mongolia', 'Hohhot', 40.84, 111.75, 1550, 'chinaNorth'),
      region('heilongjiang', 'Harbin', 45.8, 126.53, 1300, 'chinaNorth'),
      region('gansu', 'Lanzhou', 36.06, 103.83, 1400, 'chinaNorth'),
      region('qinghai', 'Xining', 36.62, 101.78, 1650, 'chinaNorth'),
      region('xinjiang', 'Urumqi', 43.83, 87.62, 1400, 'chinaNorth'),
      region('tibet', 'Lhasa', 29.65, 91.1, 1850, 'chinaNorth'),
      region('shanghai', 'Shanghai', 31.23, 121.47, 1100, 'chinaSouth'),
      region('jiangsu', 'Nanjing', 32.06, 118.8, 1100, 'chinaSouth'),
      region('zhejiang', 'Hangzhou', 30.27, 120.16, 1050, 'chinaSouth'),
      region('anhui', 'Hefei', 31.82, 117.23, 1100, 'chinaSouth'),
      region('fujian', 'Fuzhou', 26.07, 119.3, 1100, 'chinaSouth'),
      region('guangdong', 'Guangzhou', 23.13, 113.26, 1050, 'chinaSouth'),
      region('hainan', 'Haikou', 20.04, 110.2, 1300, 'chinaSouth'),
      region('hubei', 'Wuhan', 30.59, 114.31, 1000, 'chinaSouth'),
      region('hunan', 'Changsha', 28.23, 112.94, 950, 'chinaSouth'),
      region('sichuan', 'Chengdu', 30.66, 104.07, 850, 'chinaSouth'),
      region('chongqing', 'Chongqing', 29.56, 106.55, 800, 'chinaSouth'),
      region('yunnan', 'Kunming', 25.04, 102.71, 1400, 'chinaSouth'),
    ],
  },
];

const byCode = new Map(countries.map((c) => [c.code, c]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}

export function findRegion(country: Country, id: string): Region | undefined {
  return country.regions.find((r) => r.id === id);
}

/** The country each site variant starts with (the English site: Germany, the reference market). */
export const defaultCountryOf: Record<string, string> = {
  'en-US': 'DE',
  'en-AU': 'AU',
  'zh-CN': 'CN',
  'de-DE': 'DE',
  'it-IT': 'IT',
  'nl-NL': 'NL',
  'fr-FR': 'FR',
};
