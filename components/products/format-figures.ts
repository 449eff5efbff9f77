// The figures in each language's number format (de: 9,98–29,94 kWh; fr: 10 000; en: 10,000).
// Units are SI symbols shared by every language; words around them live in messages/products.
import { batteryFigures, conversionFigures, hybridFigures, safetyFigures } from './figures';

const NBSP = '\u00a0';
// A true minus sign: screen readers say "minus", and it never breaks from its number.
const MINUS = '\u2212';

export function figureFormat(locale: string) {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  const num = (n: number) => (n < 0 ? `${MINUS}${numbers.format(-n)}` : numbers.format(n));
  const withUnit = (value: string, unit: string) => `${value}${NBSP}${unit}`;
  return {
    num,
    unit: withUnit,
    qty: (n: number, unit: string) => withUnit(num(n), unit),
    /** A range of positive figures: 5–13 kW. */
    range: ([from, to]: readonly [number, number], unit: string) =>
      withUnit(`${num(from)}–${num(to)}`, unit),
    /** A range that may start below zero takes a word (−20 to 55 °C), never a dash. */
    spanTo: ([from, to]: readonly [number, number], unit: string, word: string) =>
      withUnit(`${num(from)} ${word} ${num(to)}`, unit),
    percent: (n: number) => percents.format(n / 100),
    list: (items: readonly string[]) => lists.format(items),
  };
}

/** Every figure of the flagship pages, formatted for one language, as message arguments. */
export function flagshipFigureArgs(locale: string, toWord: string) {
  const f = figureFormat(locale);
  const h = hybridFigures;
  const b = batteryFigures;
  const c = conversionFigures;
  const s = safetyFigures;
  return {
    hybridPower: f.range(h.powerKw, 'kW'),
    hybridCapacity: f.range(h.capacityKwh, 'kWh'),
    pvRatio: f.num(h.pvOverConfiguration),
    hybridUnits: f.num(h.parallelUnits),
    hybridTotal: f.qty(h.parallelCapacityKwh, 'kWh'),
    mppt: f.unit(h.mpptStringCurrentA.map(f.num).join('/'), 'A'),
    unbalanced: f.percent(h.unbalancedOutputPercent),
    batteryCapacity: f.range(b.capacityKwh, 'kWh'),
    cycles: f.num(b.cycles),
    cRate: `${f.num(b.cRate)}C`,
    stackMinutes: f.num(b.stackInstallMinutes),
    installSaved: f.percent(b.installTimeSavedPercent),
    coldPower: f.percent(b.coldPowerPercent),
    coldTemperature: f.qty(b.coldTemperatureC, '°C'),
    pcsModels: f.list(c.pcsModelsKw.map((kw) => f.qty(kw, 'kW'))),
    pcsUnits: f.num(c.parallelUnits),
    efficiency: f.percent(c.efficiencyPercent),
    fireSeconds: f.qty(s.fireSuppressionSeconds, 's'),
    noise: f.qty(s.noiseDb, 'dB'),
    temperatureRange: f.spanTo(s.temperatureC, '°C', toWord),
    ipRatings: s.ipRatings.join('/'),
    switchover: f.qty(s.switchoverMs, 'ms'),
  };
}

export type FlagshipFigureArgs = ReturnType<typeof flagshipFigureArgs>;
