import { describe, expect, it } from 'vitest';
import { findCountry } from '@/lib/estimator/data/regions';
import { modeSettingsSchema, type ModeSettings } from '@/lib/open-api/schemas';
import { intervals } from '@/lib/open-api/simulator/aggregate';
import { DAY_MS } from '@/lib/open-api/simulator/clock';
import { simulate, type ModeChange, type SimSystem } from '@/lib/open-api/simulator/engine';

// The sandbox's simulator (lib/open-api/simulator): deterministic, continuous across days, and
// changed by the modes set on a system.

const de = findCountry('DE')!;
const au = findCountry('AU')!;
const home: SimSystem = {
  serial: 'SBX-TESTHOME01',
  capacityWh: 14_970,
  ratedPowerW: 10_000,
  pvPeakPowerW: 12_000,
  country: de,
  region: de.regions[0]!,
};
const june = Date.UTC(2026, 5, 20);
const december = Date.UTC(2026, 11, 5);
const at = (from: number, mode: ModeSettings, exportLimitW: number | null = null): ModeChange => ({
  from,
  mode,
  exportLimitW,
});

function steps(system: SimSystem, timeline: ModeChange[], from: number, to: number) {
  const out: Array<{
    step: number;
    pvW: number;
    loadW: number;
    batteryW: number;
    gridW: number;
    soc: number;
  }> = [];
  simulate(system, timeline, from, to, (step, f) => out.push({ step, ...f }));
  return out;
}

describe('the sandbox simulator', () => {
  it('gives the same figures for the same serial and time, whatever range asks', () => {
    const day = steps(home, [], june, june + DAY_MS);
    const afternoon = steps(home, [], june + 12 * 3_600_000, june + 18 * 3_600_000);
    expect(afternoon).toEqual(day.slice(144, 216));
    expect(steps(home, [], june, june + DAY_MS)).toEqual(day);
  });

  it('differs between serials, and follows the location: Australian summer is in December', () => {
    const other = steps({ ...home, serial: 'SBX-TESTHOME02' }, [], june, june + DAY_MS);
    expect(other).not.toEqual(steps(home, [], june, june + DAY_MS));
    const pv = (system: SimSystem, from: number) =>
      intervals(system, [], from, from + DAY_MS, '1d')[0]!.pvWh;
    const sydney = { ...home, country: au, region: au.regions[0]! };
    expect(pv(home, june)).toBeGreaterThan(3 * pv(home, december));
    expect(pv(sydney, december)).toBeGreaterThan(pv(sydney, june));
  });

  it('runs the state of charge on across midnight, and keeps the balance of every step', () => {
    const two = steps(home, [], june, june + 2 * DAY_MS);
    for (const s of two) {
      expect(s.gridW).toBeCloseTo(s.loadW - s.pvW - s.batteryW, 6);
      expect(s.soc).toBeGreaterThanOrEqual(0);
      expect(s.soc).toBeLessThanOrEqual(1);
      expect(Math.abs(s.batteryW)).toBeLessThanOrEqual(home.ratedPowerW);
    }
    // The second day asked alone starts where the first ended: no jump at midnight.
    const second = steps(home, [], june + DAY_MS, june + 2 * DAY_MS);
    expect(second[0]).toEqual(two[288]);
    const socJumps = two.slice(1).map((s, i) => Math.abs(s.soc - two[i]!.soc));
    // No step moves the charge more than the inverter's power can in 5 minutes.
    const mostInAStep = home.ratedPowerW / 12 / 0.95 / home.capacityWh;
    expect(Math.max(...socJumps)).toBeLessThanOrEqual(mostInAStep + 1e-9);
  });

  it('sums 5-minute steps into 15-minute, hourly and daily intervals that agree', () => {
    const quarter = intervals(home, [], june, june + DAY_MS, '15m');
    const hourly = intervals(home, [], june, june + DAY_MS, '1h');
    const daily = intervals(home, [], june, june + DAY_MS, '1d');
    expect(quarter).toHaveLength(96);
    expect(hourly).toHaveLength(24);
    const sum = (rows: typeof quarter, key: 'pvWh' | 'gridExportWh') =>
      rows.reduce((a, r) => a + r[key], 0);
    expect(sum(quarter, 'pvWh')).toBeCloseTo(daily[0]!.pvWh, 3);
    expect(sum(hourly, 'gridExportWh')).toBeCloseTo(daily[0]!.gridExportWh, 3);
    expect(hourly[23]!.socPct).toBeCloseTo(daily[0]!.socPct, 6);
    expect(daily[0]!.pvWh).toBeGreaterThan(20_000);
  });

  it('holds a backup reserve: the battery charges up to it and does not discharge below it', () => {
    const from = december;
    const change = from + 6 * 3_600_000;
    const backup = steps(
      home,
      [at(change, { kind: 'backup', reservePct: 60 })],
      from,
      from + DAY_MS,
    );
    const plain = steps(home, [], from, from + DAY_MS);
    // The past is what it was: the change applies from its time on.
    expect(backup.slice(0, 72)).toEqual(plain.slice(0, 72));
    const evening = backup.slice(18 * 12);
    expect(Math.min(...evening.map((s) => s.soc))).toBeGreaterThanOrEqual(0.6 - 1e-9);
    expect(Math.max(...plain.slice(18 * 12).map((s) => s.soc))).toBeLessThan(0.6);
  });

  it('charges in a time-of-use window at the power asked, from the grid when PV is short', () => {
    const tou = modeSettingsSchema.parse({
      kind: 'time-of-use',
      schedule: [{ start: '01:00', end: '03:00', batteryW: -3000 }],
    });
    const night = steps(home, [at(december, tou)], december, december + 4 * 3_600_000);
    const inWindow = night.slice(12, 36);
    for (const s of inWindow.slice(0, 20)) {
      expect(s.batteryW).toBeCloseTo(-3000, 6);
      expect(s.gridW).toBeGreaterThan(3000);
    }
    expect(night[35]!.soc).toBeGreaterThan(night[11]!.soc + 0.3);
    // Outside the window the battery serves the house again.
    expect(night[40]!.batteryW).toBeGreaterThan(0);
  });

  it('curtails PV at the export limit, and a virtual power plant dispatches in the evening', () => {
    const limited = steps(home, [at(june, { kind: 'self-power' }, 1_000)], june, june + DAY_MS);
    expect(Math.min(...limited.map((s) => s.gridW))).toBeGreaterThanOrEqual(-1_000 - 1e-6);
    const vpp = steps(
      home,
      [at(june, { kind: 'virtual-power-plant', reservePct: 30 })],
      june,
      june + DAY_MS,
    );
    // 17:00–19:00 Berlin summer time is 15:00–17:00 UTC: full power out while above the reserve.
    const dispatch = vpp.slice(15 * 12, 15 * 12 + 6);
    for (const s of dispatch) expect(s.batteryW).toBeCloseTo(home.ratedPowerW, 6);
    expect(Math.min(...vpp.map((s) => s.soc))).toBeGreaterThanOrEqual(0.3 - 1e-9);
  });
});

describe('the mode schema', () => {
  it('refuses an unknown mode, a reserve outside 0–100 % and a schedule that overlaps itself', () => {
    expect(modeSettingsSchema.safeParse({ kind: 'turbo' }).success).toBe(false);
    expect(modeSettingsSchema.safeParse({ kind: 'backup', reservePct: 101 }).success).toBe(false);
    expect(modeSettingsSchema.safeParse({ kind: 'backup', reservePct: -1 }).success).toBe(false);
    const schedule = (windows: Array<[string, string]>) =>
      modeSettingsSchema.safeParse({
        kind: 'time-of-use',
        schedule: windows.map(([start, end]) => ({ start, end, batteryW: -1000 })),
      }).success;
    expect(
      schedule([
        ['01:00', '03:00'],
        ['03:00', '05:00'],
      ]),
    ).toBe(true);
    expect(
      schedule([
        ['01:00', '03:00'],
        ['02:30', '05:00'],
      ]),
    ).toBe(false);
    expect(
      schedule([
        ['22:00', '02:00'],
        ['01:00', '03:00'],
      ]),
    ).toBe(false);
    expect(
      schedule([
        ['22:00', '02:00'],
        ['02:00', '21:00'],
      ]),
    ).toBe(true);
    expect(schedule([['24:00', '02:00']])).toBe(false);
  });
});
